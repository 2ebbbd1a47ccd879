/**
 * The syntax tree of a Firestore rules file (firebase.google.com/docs/rules: the rules
 * language), as rules-parser.ts builds it. Every node carries where it starts, so a syntax
 * or static error can name line and column.
 */

export interface At {
  line: number;
  column: number;
}

export type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Expr =
  | { kind: 'null'; at: At }
  | { kind: 'bool'; value: boolean; at: At }
  | { kind: 'int'; value: bigint; at: At }
  | { kind: 'float'; value: number; at: At }
  | { kind: 'string'; value: string; at: At }
  | { kind: 'ident'; name: string; at: At }
  | { kind: 'member'; object: Expr; name: string; at: At }
  | { kind: 'index'; object: Expr; index: Expr; at: At }
  | { kind: 'slice'; object: Expr; start: Expr | null; end: Expr | null; at: At }
  | { kind: 'call'; callee: Expr; args: Expr[]; at: At }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr; at: At }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; at: At }
  | { kind: 'is'; operand: Expr; type: string; at: At }
  | { kind: 'ternary'; test: Expr; then: Expr; otherwise: Expr; at: At }
  | { kind: 'list'; items: Expr[]; at: At }
  | { kind: 'map'; entries: { key: Expr; value: Expr }[]; at: At }
  /** `/databases/$(database)/documents/users/$(id)`: literal segments and `$(...)` */
  | { kind: 'path'; segments: (string | Expr)[]; at: At };

export interface LetBinding {
  name: string;
  value: Expr;
  at: At;
}

export interface FunctionDecl {
  name: string;
  params: string[];
  lets: LetBinding[];
  body: Expr;
  at: At;
}

/** `read` stands for get and list, `write` for create, update and delete. */
export type RuleMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';
export const RULE_METHODS: readonly RuleMethod[] = ['read', 'write', 'get', 'list', 'create', 'update', 'delete'];

export interface Allow {
  methods: RuleMethod[];
  /** null: `allow read;` with no condition allows */
  condition: Expr | null;
  at: At;
}

/** A segment of a `match` path: a literal, `{x}` (one segment) or `{x=**}` (the rest). */
export type PatternSegment =
  | { kind: 'literal'; text: string }
  | { kind: 'variable'; name: string }
  | { kind: 'rest'; name: string };

export interface MatchBlock {
  pattern: PatternSegment[];
  functions: FunctionDecl[];
  matches: MatchBlock[];
  allows: Allow[];
  at: At;
}

export interface ServiceBlock {
  name: string;
  functions: FunctionDecl[];
  matches: MatchBlock[];
  at: At;
}

export interface RulesFile {
  /** '1' when `rules_version` is omitted */
  version: '1' | '2';
  functions: FunctionDecl[];
  services: ServiceBlock[];
}
