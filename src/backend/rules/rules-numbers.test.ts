import { describe, expect, it } from 'vitest';
import { evaluate, errors, truths } from '../../../assurance/rules/rules-test-kit';

/** rules.Integer, rules.Float, rules.math and the casts (firebase.google.com/docs/reference/rules). */

describe('int and float division', () => {
  truths([
    '10 / 4 == 2',
    '!(10 / 4 == 2.5)',
    '10 / 4 is int',
    '-7 / 2 == -3',
    '7 / -2 == -3',
    '10.0 / 4.0 == 2.5',
    '10 / 4.0 == 2.5',
    '10.0 / 4 == 2.5',
    '10 / 4.0 is float',
    '10 % 3 == 1',
    '-7 % 2 == -1',
    '(10 / 0 == 1) || true',
  ]);
  // 10 / 0 is "Divide by zero error", not infinity
  errors(['10 / 0', '10 % 0', '10 / 0 == 0', '10.0 / 0', '10.5 % 2', "10 / '2'"]);
});

describe('ints are 64 bits: an overflow is an error, not a wrap (the stricter reading)', () => {
  truths(['9223372036854775807 + 0 == 9223372036854775807', '-9223372036854775807 - 1 < 0']);
  errors(['9223372036854775807 + 1', '-9223372036854775807 - 2', '4294967296 * 4294967296']);
});

describe('is int, is float, is number', () => {
  truths(
    [
      '1 is int',
      '!(1 is float)',
      '1.0 is float',
      '!(1.0 is int)',
      '1 is number',
      '1.5 is number',
      '!(1 is string)',
      "!('1' is number)",
      'n is int && !(n is float)',
      'x is float && !(x is int)',
      'true is bool',
    ],
    { n: 3, x: 2.5 },
  );
  errors(['1 is integer', '1 is Integer', 'missing is int']);
});

describe('arithmetic and comparison', () => {
  truths([
    '2 + 3 * 4 == 14',
    '(2 + 3) * 4 == 20',
    '10 - 2 - 3 == 5',
    '2 * 3 is int',
    '2 * 1.5 == 3.0',
    '1 + 1.5 is float',
    '-(3) == -3',
    '--3 == 3',
    '1 == 1.0',
    '1 < 1.5',
    '2 >= 2 && 2 <= 2 && 3 > 2 && !(3 < 2)',
    '0.1 + 0.2 != 0.3',
    '0x1F == 31',
    '1e3 == 1000.0',
  ]);
  errors(['1 + true', 'null + 1', '-true', "-'a'", '1 < null', 'true < false']);
});

describe('casts', () => {
  truths([
    'int(2.7) == 2',
    'int(-2.7) == -2',
    "int('42') == 42",
    'int(3) == 3',
    'float(3) == 3.0',
    'float(3) is float',
    "float('2.5') == 2.5",
    "string(3) == '3'",
    "string(2.5) == '2.5'",
    "string(false) == 'false'",
  ]);
  // there is no bool() cast: "Function not found error: Name: [bool]"
  errors(["bool('true')", 'bool(1)', "int('2.5')", 'int(null)', 'float(null)', 'int(1, 2)']);
});

describe('math', () => {
  truths([
    'math.abs(-75) <= 100',
    '!(math.abs(200) <= 100)',
    'math.abs(-3) == 3 && math.abs(-3) is int',
    'math.abs(-2.5) == 2.5',
    'math.ceil(99.3) == 100',
    'math.ceil(100.1) == 101',
    'math.ceil(2.1) is int',
    'math.floor(2.9) == 2',
    'math.floor(-2.1) == -3',
    'math.floor(7) == 7',
    'math.round(2.5) == 3',
    'math.round(2.4) == 2',
    'math.sqrt(16) == 4.0',
    'math.sqrt(2.25) == 1.5',
    'math.pow(2, 10) == 1024.0',
    'math.pow(2.0, 0.5) == math.sqrt(2)',
    'math.isNaN(math.sqrt(-1))',
    '!math.isNaN(1.0)',
  ]);
  // math.isInfinite() does not exist ("Function not found error: Name: [math.isInfinite]")
  errors(['math.isInfinite(1.0)', 'math.max(1, 2)', "math.abs('1')", 'math.sqrt()', 'math', 'math.pi']);

  it('keeps ints as bigints and floats as numbers', () => {
    expect(evaluate('math.floor(2.9)')).toBe(2n);
    expect(evaluate('math.sqrt(16)')).toBe(4);
    expect(evaluate('7 / 2')).toBe(3n);
    expect(evaluate('7 / 2.0')).toBe(3.5);
  });
});
