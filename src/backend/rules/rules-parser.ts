import {
  type Allow,
  type At,
  type BinaryOp,
  type Expr,
  type FunctionDecl,
  type LetBinding,
  type MatchBlock,
  type PatternSegment,
  RULE_METHODS,
  type RuleMethod,
  type RulesFile,
  type ServiceBlock,
} from './rules-ast';
import { Scanner, type Token } from './rules-scanner';

/**
 * A parser of the Firestore rules language (firebase.google.com/docs/rules, "Rules language"):
 * `rules_version`, `service`, nested `match` with `{x}` and `{x=**}`, `allow` with method lists
 * and an optional `if`, functions with `let` and `return` at global, service and match scope,
 * and expressions with the precedence of CEL, which the language follows:
 * `?:` < `||` < `&&` < relations (`== != < <= > >= in is`) < `+ -` < `* / %` < unary `! -` <
 * member, call, index and slice. A syntax error is a RulesSyntaxError naming line and column.
 */

const RELATIONS: readonly BinaryOp[] = ['==', '!=', '<', '<=', '>', '>='];

export function parseRules(source: string): RulesFile {
  return new Parser(source).file();
}

/** One expression on its own (tests, and tools that check a condition). */
export function parseExpression(source: string): Expr {
  const parser = new Parser(source);
  const expr = parser.expression();
  parser.expectEnd();
  return expr;
}

class Parser {
  private readonly scan: Scanner;

  constructor(source: string) {
    this.scan = new Scanner(source);
  }

  file(): RulesFile {
    let version: RulesFile['version'] = '1';
    const functions: FunctionDecl[] = [];
    const services: ServiceBlock[] = [];
    if (this.isWord('rules_version')) {
      this.scan.next();
      this.expect('=');
      const value = this.scan.next();
      if (value.kind !== 'string' || (value.value !== '1' && value.value !== '2'))
        this.scan.fail("rules_version must be '1' or '2'", value.start);
      version = value.value;
      this.expect(';');
    }
    while (this.scan.peek().kind !== 'end') {
      if (this.isWord('function')) functions.push(this.functionDecl());
      else if (this.isWord('service')) services.push(this.service());
      else this.unexpected("'service' or 'function'");
    }
    if (!services.length) this.scan.fail('a rules file needs a service block');
    return { version, functions, services };
  }

  expectEnd(): void {
    if (this.scan.peek().kind !== 'end') this.unexpected('the end of the expression');
  }

  private service(): ServiceBlock {
    const at = this.scan.next().at;
    const name = [this.identifier('a service name')];
    while (this.isPunct('.')) {
      this.scan.next();
      name.push(this.identifier('a service name'));
    }
    const block: ServiceBlock = { name: name.join('.'), functions: [], matches: [], at };
    this.expect('{');
    while (!this.isPunct('}')) {
      if (this.isWord('function')) block.functions.push(this.functionDecl());
      else if (this.isWord('match')) block.matches.push(this.match());
      else this.unexpected("'match', 'function' or '}'");
    }
    this.expect('}');
    return block;
  }

  private match(): MatchBlock {
    const at = this.scan.next().at;
    const pattern = this.pattern();
    const block: MatchBlock = { pattern, functions: [], matches: [], allows: [], at };
    this.expect('{');
    while (!this.isPunct('}')) {
      if (this.isWord('function')) block.functions.push(this.functionDecl());
      else if (this.isWord('match')) block.matches.push(this.match());
      else if (this.isWord('allow')) block.allows.push(this.allow());
      else this.unexpected("'match', 'allow', 'function' or '}'");
    }
    this.expect('}');
    return block;
  }

  /** `/databases/{database}/documents`, `/users/{userId}`, `/{path=**}` */
  private pattern(): PatternSegment[] {
    const first = this.scan.peek();
    if (!this.isPunct('/')) this.unexpected("a path starting with '/'");
    this.scan.resumeAfter(first);
    const segments: PatternSegment[] = [];
    let restOffset = -1;
    while (true) {
      const open = this.scan.offset;
      if (this.scan.rawTake('{')) {
        const name = this.identifier('a wildcard name');
        let rest = false;
        if (this.isPunct('=')) {
          this.scan.next();
          this.expect('*');
          this.expect('*');
          rest = true;
        }
        const close = this.scan.peek();
        if (!this.isPunct('}')) this.unexpected("'}'");
        this.scan.resumeAfter(close);
        segments.push(rest ? { kind: 'rest', name } : { kind: 'variable', name });
        if (rest && restOffset < 0) restOffset = open;
      } else {
        const text = this.scan.rawSegment();
        if (!text) this.scan.fail('a path segment is missing', this.scan.offset);
        segments.push({ kind: 'literal', text });
      }
      if (!this.scan.rawTake('/')) break;
    }
    const restAt = segments.findIndex((segment) => segment.kind === 'rest');
    if (restAt >= 0 && restAt !== segments.length - 1)
      this.scan.fail('a {name=**} wildcard must be the last segment', restOffset);
    return segments;
  }

  private allow(): Allow {
    const at = this.scan.next().at;
    const methods: RuleMethod[] = [this.method()];
    while (this.isPunct(',')) {
      this.scan.next();
      methods.push(this.method());
    }
    let condition: Expr | null = null;
    if (this.isPunct(':')) {
      this.scan.next();
      if (!this.isWord('if')) this.unexpected("'if'");
      this.scan.next();
      condition = this.expression();
    }
    this.expect(';');
    return { methods, condition, at };
  }

  private method(): RuleMethod {
    const token = this.scan.next();
    const method = RULE_METHODS.find((each) => each === token.text);
    if (token.kind !== 'ident' || !method)
      this.scan.fail(`unknown method '${token.text}' (read, write, get, list, create, update, delete)`, token.start);
    return method;
  }

  private functionDecl(): FunctionDecl {
    const at = this.scan.next().at;
    const name = this.identifier('a function name');
    this.expect('(');
    const params: string[] = [];
    while (!this.isPunct(')')) {
      if (params.length) this.expect(',');
      const param = this.scan.peek();
      const paramName = this.identifier('a parameter name');
      if (params.includes(paramName)) this.scan.fail(`parameter '${paramName}' is declared twice`, param.start);
      params.push(paramName);
    }
    this.expect(')');
    this.expect('{');
    const lets: LetBinding[] = [];
    while (this.isWord('let')) {
      const letAt = this.scan.next().at;
      const letName = this.identifier('a variable name');
      this.expect('=');
      const value = this.expression();
      this.expect(';');
      lets.push({ name: letName, value, at: letAt });
    }
    if (!this.isWord('return')) this.unexpected("'let' or 'return'");
    this.scan.next();
    const body = this.expression();
    this.expect(';');
    this.expect('}');
    return { name, params, lets, body, at };
  }

  // ---- expressions, lowest precedence first ------------------------------------------------

  expression(): Expr {
    const test = this.or();
    if (!this.isPunct('?')) return test;
    this.scan.next();
    const then = this.expression();
    this.expect(':');
    const otherwise = this.expression();
    return { kind: 'ternary', test, then, otherwise, at: test.at };
  }

  private or(): Expr {
    let left = this.and();
    while (this.isPunct('||')) {
      this.scan.next();
      left = { kind: 'binary', op: '||', left, right: this.and(), at: left.at };
    }
    return left;
  }

  private and(): Expr {
    let left = this.relation();
    while (this.isPunct('&&')) {
      this.scan.next();
      left = { kind: 'binary', op: '&&', left, right: this.relation(), at: left.at };
    }
    return left;
  }

  private relation(): Expr {
    let left = this.additive();
    while (true) {
      const token = this.scan.peek();
      if (token.kind === 'punct' && RELATIONS.includes(token.text as BinaryOp)) {
        this.scan.next();
        left = { kind: 'binary', op: token.text as BinaryOp, left, right: this.additive(), at: left.at };
      } else if (this.isWord('in')) {
        this.scan.next();
        left = { kind: 'binary', op: 'in', left, right: this.additive(), at: left.at };
      } else if (this.isWord('is')) {
        this.scan.next();
        const parts = [this.identifier('a type name')];
        while (this.isPunct('.')) {
          this.scan.next();
          parts.push(this.identifier('a type name'));
        }
        left = { kind: 'is', operand: left, type: parts.join('.'), at: left.at };
      } else {
        return left;
      }
    }
  }

  private additive(): Expr {
    let left = this.multiplicative();
    while (this.isPunct('+') || this.isPunct('-')) {
      const op = this.scan.next().text as BinaryOp;
      left = { kind: 'binary', op, left, right: this.multiplicative(), at: left.at };
    }
    return left;
  }

  private multiplicative(): Expr {
    let left = this.unary();
    while (this.isPunct('*') || this.isPunct('/') || this.isPunct('%')) {
      const op = this.scan.next().text as BinaryOp;
      left = { kind: 'binary', op, left, right: this.unary(), at: left.at };
    }
    return left;
  }

  private unary(): Expr {
    if (this.isPunct('!') || this.isPunct('-')) {
      const token = this.scan.next();
      const operand = this.unary();
      if (token.text === '-' && (operand.kind === 'int' || operand.kind === 'float')) {
        return { ...operand, value: -operand.value, at: token.at } as Expr;
      }
      return { kind: 'unary', op: token.text as '!' | '-', operand, at: token.at };
    }
    return this.postfix();
  }

  private postfix(): Expr {
    let expr = this.primary();
    while (true) {
      if (this.isPunct('.')) {
        this.scan.next();
        const name = this.identifier('a field or method name');
        expr = { kind: 'member', object: expr, name, at: expr.at };
      } else if (this.isPunct('(')) {
        if (expr.kind !== 'ident' && expr.kind !== 'member') this.unexpected('an operator');
        this.scan.next();
        const args = this.listOf(')');
        expr = { kind: 'call', callee: expr, args, at: expr.at };
      } else if (this.isPunct('[')) {
        this.scan.next();
        expr = this.indexOrSlice(expr);
      } else {
        return expr;
      }
    }
  }

  private indexOrSlice(object: Expr): Expr {
    const start = this.isPunct(':') ? null : this.expression();
    if (this.isPunct(':')) {
      this.scan.next();
      const end = this.isPunct(']') ? null : this.expression();
      this.expect(']');
      return { kind: 'slice', object, start, end, at: object.at };
    }
    this.expect(']');
    if (!start) this.unexpected('an index');
    return { kind: 'index', object, index: start, at: object.at };
  }

  private primary(): Expr {
    const token = this.scan.peek();
    const at = token.at;
    if (token.kind === 'int') {
      this.scan.next();
      return { kind: 'int', value: BigInt(token.text), at };
    }
    if (token.kind === 'float') {
      this.scan.next();
      return { kind: 'float', value: Number(token.text), at };
    }
    if (token.kind === 'string') {
      this.scan.next();
      return { kind: 'string', value: token.value ?? '', at };
    }
    if (token.kind === 'ident') {
      this.scan.next();
      if (token.text === 'true' || token.text === 'false') return { kind: 'bool', value: token.text === 'true', at };
      if (token.text === 'null') return { kind: 'null', at };
      return { kind: 'ident', name: token.text, at };
    }
    if (this.isPunct('(')) {
      this.scan.next();
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (this.isPunct('[')) {
      this.scan.next();
      return { kind: 'list', items: this.listOf(']'), at };
    }
    if (this.isPunct('{')) {
      this.scan.next();
      return this.mapLiteral(at);
    }
    if (this.isPunct('/')) return this.pathLiteral(token);
    return this.unexpected('an expression');
  }

  private mapLiteral(at: At): Expr {
    const entries: { key: Expr; value: Expr }[] = [];
    while (!this.isPunct('}')) {
      if (entries.length) this.expect(',');
      if (this.isPunct('}')) break;
      const key = this.expression();
      this.expect(':');
      entries.push({ key, value: this.expression() });
    }
    this.expect('}');
    return { kind: 'map', entries, at };
  }

  /** `/a/$(x)/b`: read raw from the first `/`, each segment literal or `$(expr)`. */
  private pathLiteral(slash: Token): Expr {
    this.scan.resumeAfter(slash);
    const segments: (string | Expr)[] = [];
    while (true) {
      if (this.scan.rawTake('$(')) {
        segments.push(this.expression());
        const close = this.scan.peek();
        if (!this.isPunct(')')) this.unexpected("')'");
        this.scan.resumeAfter(close);
      } else {
        const text = this.scan.rawSegment();
        if (!text) this.scan.fail('a path segment is missing', this.scan.offset);
        segments.push(text);
      }
      if (this.scan.rawChar() !== '/' || !this.scan.rawTake('/')) break;
    }
    return { kind: 'path', segments, at: slash.at };
  }

  private listOf(close: ')' | ']'): Expr[] {
    const items: Expr[] = [];
    while (!this.isPunct(close)) {
      if (items.length) {
        this.expect(',');
        if (this.isPunct(close)) break;
      }
      items.push(this.expression());
    }
    this.expect(close);
    return items;
  }

  // ---- tokens ------------------------------------------------------------------------------

  private isPunct(text: string): boolean {
    const token = this.scan.peek();
    return token.kind === 'punct' && token.text === text;
  }

  private isWord(text: string): boolean {
    const token = this.scan.peek();
    return token.kind === 'ident' && token.text === text;
  }

  private expect(text: string): Token {
    if (!this.isPunct(text)) this.unexpected(`'${text}'`);
    return this.scan.next();
  }

  private identifier(what: string): string {
    const token = this.scan.peek();
    if (token.kind !== 'ident') this.unexpected(what);
    return this.scan.next().text;
  }

  private unexpected(expected: string): never {
    const token = this.scan.peek();
    const found = token.kind === 'end' ? 'the end of the file' : `'${token.text}'`;
    return this.scan.fail(`expected ${expected}, found ${found}`, token.start);
  }
}
