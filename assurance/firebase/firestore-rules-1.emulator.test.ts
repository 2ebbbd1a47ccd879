// @vitest-environment node
import { describePermissionTablePart } from './firestore-rules.emulator-suite';

describePermissionTablePart(1);
