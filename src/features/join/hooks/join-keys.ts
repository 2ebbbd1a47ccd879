/** Every React Query key of `/join`, in one place (docs/contributing.md "House rules" 3). */
export const joinKeys = {
  /** the club or team a typed code names */
  codeTarget: (code: string) => ['join', 'code-target', code] as const,
  /** who of these people is on that club or team */
  alreadyOn: (kind: string, groupId: string, personIds: readonly string[]) =>
    ['join', 'already-on', kind, groupId, ...personIds] as const,
};
