import { buildSchema, type GraphQLScalarType, parseValue as parseLiteralText } from 'graphql';
import {
  AWS_SCALARS_SDL,
  AWSDate,
  AWSDateTime,
  AWSEmail,
  AWSIPAddress,
  AWSJSON,
  AWSPhone,
  awsScalars,
  AWSTime,
  AWSTimestamp,
  AWSURL,
} from './aws-scalars';

/** Each string scalar with AppSync's documented examples, and values AppSync's rules refuse. */
const STRING_SCALARS: [GraphQLScalarType, string[], unknown[]][] = [
  [
    AWSDate,
    ['1970-01-01', '1970-01-01Z', '1970-01-01-07:00', '1970-01-01+05:30', '1970-01-01+05:30:15', '2024-02-29'],
    ['1970-1-1', '2025-02-30', '2023-02-29', '1970-01-01T00:00Z', '19700101', '1970-01-01+5:30', '', 20250401],
  ],
  [
    AWSTime,
    ['12:30', '12:30Z', '12:30:24-07:00', '12:30:24.500+05:30', '12:30:24.123456789Z', '23:59:59'],
    ['24:00', '12:60', '12:30.5', '12:30:24.', '12:30:24.1234567890', '1230', '12:30:24 +09:00'],
  ],
  [
    AWSDateTime,
    ['1970-01-01T12:30Z', '1970-01-01T12:30:24Z', '1970-01-01T12:30:24.500-07:00', '2025-04-01T09:30:00.000Z', '2020-01-01T00:00+00:00', '1970-01-01T12:30:24.123456789+05:30:15'],
    ['1970-01-01T12:30:24', '1970-01-01', '1970-01-01 12:30:24Z', '2025-02-30T00:00Z', '1970-01-01T25:00Z', '1970-01-01T12:30:24.5', 0],
  ],
  [
    AWSEmail,
    ['username@example.com', 'a@b', 'first.last+tag@mail.example.co.jp'],
    ['username', '@example.com', 'user@', 'user@exa mple.com', 'user@-example.com', 'user@example..com'],
  ],
  [
    AWSURL,
    ['https://www.amazon.com/dp/B000NZW3KC/', 'mailto:example@example.com', 'http://localhost/', 'ftp://example.com/file.txt'],
    ['/media/0197a1b2/1280.webp', 'www.amazon.com/dp/B000NZW3KC/', 'https://example.com//twice', 'https://exa mple.com/', ''],
  ],
  [
    AWSPhone,
    ['+1 206-555-0100', '206-555-0100', '2065550100', '+81 3-1234-5678', '+44 20 7946 0958'],
    ['03-1234-5678', '555-0100', '+12', '206--555-0100', 'phone'],
  ],
  [
    AWSIPAddress,
    ['123.12.34.56', '1a2b:3c4b::1234:4567', '123.45.67.89/16', '::1', '2001:db8::/32'],
    ['256.1.1.1', '123.45.67', '123.45.67.89/33', '1a2b:3c4b::1234:4567/129', '[::1]', '1.2.3.4/', '1.2.3.4/16/8', 'localhost'],
  ],
];

describe.each(STRING_SCALARS)('%s', (scalar, valid, invalid) => {
  test.each(valid)('accepts %j as a variable, a literal and a value to answer with, unchanged', (value) => {
    expect(scalar.parseValue(value)).toBe(value);
    expect(scalar.parseLiteral(parseLiteralText(JSON.stringify(value)), undefined)).toBe(value);
    expect(scalar.serialize(value)).toBe(value);
  });

  test.each(invalid)('refuses %j, naming the scalar, the value and the expected form', (value) => {
    const message = new RegExp(`^${scalar.name} cannot represent ${escape(JSON.stringify(value))}: expected .+\\.$`);
    expect(() => scalar.parseValue(value)).toThrow(message);
    expect(() => scalar.serialize(value)).toThrow(message);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a literal of another kind is refused with what it was', () => {
  expect(() => AWSDate.parseLiteral(parseLiteralText('20250401'), undefined)).toThrow(
    'AWSDate cannot represent 20250401: expected a calendar date YYYY-MM-DD with an optional offset Z or ±hh:mm, e.g. "2025-04-01".',
  );
  expect(() => AWSURL.parseLiteral(parseLiteralText('{ href: "https://example.com/" }'), undefined)).toThrow(
    'AWSURL cannot represent {"href":"https://example.com/"}: expected an absolute URL',
  );
});

describe('AWSTimestamp', () => {
  test.each([0, 1_712_000_000, -86_400, 4_102_444_800])('accepts %d seconds as a number', (seconds) => {
    expect(AWSTimestamp.parseValue(seconds)).toBe(seconds);
    expect(AWSTimestamp.parseLiteral(parseLiteralText(String(seconds)), undefined)).toBe(seconds);
    expect(AWSTimestamp.serialize(seconds)).toBe(seconds);
  });

  test.each([1.5, '1712000000', 2 ** 53, null])('refuses %j', (value) => {
    expect(() => AWSTimestamp.parseValue(value)).toThrow(
      `AWSTimestamp cannot represent ${JSON.stringify(value)}: expected a whole number of seconds since 1970-01-01T00:00Z.`,
    );
  });

  test('refuses a string literal', () => {
    expect(() => AWSTimestamp.parseLiteral(parseLiteralText('"1712000000"'), undefined)).toThrow('AWSTimestamp cannot represent "1712000000"');
  });
});

describe('AWSJSON', () => {
  test.each([
    ['{"upvotes": 10}', { upvotes: 10 }],
    ['[1,2,3]', [1, 2, 3]],
    ['"AWSJSON example string"', 'AWSJSON example string'],
    ['1', 1],
    ['true', true],
  ])('parses %s for the resolver, from a variable and from a literal', (text, parsed) => {
    expect(AWSJSON.parseValue(text)).toEqual(parsed);
    expect(AWSJSON.parseLiteral(parseLiteralText(JSON.stringify(text)), undefined)).toEqual(parsed);
  });

  test.each(['{a: 1}', "{'a': 1}", 'Unquoted string', ''])('refuses %j, which is not JSON', (text) => {
    expect(() => AWSJSON.parseValue(text)).toThrow(`AWSJSON cannot represent ${JSON.stringify(text)}: expected a string of JSON`);
  });

  test('refuses JSON sent as an object instead of a string, as AppSync does', () => {
    expect(() => AWSJSON.parseValue({ upvotes: 10 })).toThrow('AWSJSON cannot represent {"upvotes":10}');
  });

  test('serialises what the resolver returns as JSON text', () => {
    expect(AWSJSON.serialize({ upvotes: 10, tags: ['a'] })).toBe('{"upvotes":10,"tags":["a"]}');
    expect(AWSJSON.serialize('text')).toBe('"text"');
  });
});

test('the SDL declares the nine scalars with their descriptions', () => {
  const declared = buildSchema(`${AWS_SCALARS_SDL}\ntype Query { ok: Boolean }`);
  expect(awsScalars.map((scalar) => scalar.name)).toEqual([
    'AWSDate',
    'AWSTime',
    'AWSDateTime',
    'AWSTimestamp',
    'AWSEmail',
    'AWSJSON',
    'AWSURL',
    'AWSPhone',
    'AWSIPAddress',
  ]);
  for (const scalar of awsScalars) expect(declared.getType(scalar.name)?.description).toBe(scalar.description);
});
