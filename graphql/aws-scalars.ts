import { isIPv4, isIPv6 } from 'node:net';
import { GraphQLError, GraphQLScalarType, Kind, printType, type ValueNode, valueFromASTUntyped } from 'graphql';
import { isIsoDate } from '@/lib/core/iso-date';

/*
 * The scalars AWS AppSync defines (docs.aws.amazon.com/appsync/latest/devguide/scalars.html), with
 * AppSync's rules, so that documents written for the AppSync API validate here. Values stay the
 * strings (or, for AWSTimestamp, the numbers) the client sent, as in AppSync; only AWSJSON is parsed
 * on input and serialised on output. Written here rather than taken from graphql-scalars, whose
 * formats differ: its DateTime needs seconds and turns values into Date objects, its Date takes no
 * offset and its Timestamp counts milliseconds.
 */

/** Z, or an offset ±hh:mm with optional seconds (AppSync accepts them, though ISO 8601 does not). */
const OFFSET = String.raw`(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)`;
/** hh:mm with optional seconds and a fraction of 1 to 9 digits (seconds are needed for the fraction). */
const TIME = String.raw`(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?`;
const DATE = String.raw`\d{4}-\d{2}-\d{2}`;

const AWS_DATE = new RegExp(`^${DATE}${OFFSET}?$`);
const AWS_TIME = new RegExp(`^${TIME}${OFFSET}?$`);
const AWS_DATE_TIME = new RegExp(`^${DATE}T${TIME}${OFFSET}$`);

/** The WHATWG "valid e-mail address": local@domain, the form AppSync's clients check too. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Digit groups separated by single spaces or hyphens, optionally after a + and a country code. */
const PHONE = /^\+?\d+(?:[ -]\d+)*$/;
/** A North American (NANP) number: area code and exchange never start with 0 or 1. */
const NANP = /^1?[2-9]\d{2}[2-9]\d{6}$/;

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** A literal's string, or its plain value for the error message when it is not a string. */
function literal(ast: ValueNode): unknown {
  return ast.kind === Kind.STRING ? ast.value : valueFromASTUntyped(ast);
}

function isAwsDate(value: string): boolean {
  return AWS_DATE.test(value) && isIsoDate(value.slice(0, 10));
}

function isAwsDateTime(value: string): boolean {
  return AWS_DATE_TIME.test(value) && isIsoDate(value.slice(0, 10));
}

/** Any scheme (https:, mailto:, …), never a relative path, and no empty segment (//) in the path. */
function isAwsUrl(value: string): boolean {
  if (/\s/.test(value) || !URL.canParse(value)) return false;
  return !new URL(value).pathname.includes('//');
}

/** With a country code: 7 to 15 digits (E.164). Without one AppSync assumes a North American number. */
function isAwsPhone(value: string): boolean {
  if (!PHONE.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return value.startsWith('+') ? digits.length >= 7 && digits.length <= 15 : NANP.test(digits);
}

/** IPv4 in dotted quads or IPv6 without brackets, with an optional CIDR suffix (/16). */
function isAwsIpAddress(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return false;
  const bits = prefix === undefined ? 0 : Number(prefix);
  if (isIPv4(address)) return bits <= 32;
  return isIPv6(address) && bits <= 128;
}

interface StringFormat {
  name: string;
  description: string;
  /** What a valid value looks like, for the error message. */
  expected: string;
  isValid: (value: string) => boolean;
}

/** A scalar whose values are strings of one format, checked the same way in and out. */
function stringScalar({ name, description, expected, isValid }: StringFormat): GraphQLScalarType<string, string> {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !isValid(value)) {
      throw new GraphQLError(`${name} cannot represent ${show(value)}: expected ${expected}.`);
    }
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast) => check(literal(ast)),
  });
}

export const AWSDate = stringScalar({
  name: 'AWSDate',
  description: 'An extended ISO 8601 date string YYYY-MM-DD, with an optional time zone offset (1970-01-01Z, 1970-01-01+05:30).',
  expected: 'a calendar date YYYY-MM-DD with an optional offset Z or ±hh:mm, e.g. "2025-04-01"',
  isValid: isAwsDate,
});

export const AWSTime = stringScalar({
  name: 'AWSTime',
  description: 'An extended ISO 8601 time string hh:mm:ss.sss, seconds and fraction optional, with an optional time zone offset (12:30Z, 12:30:24-07:00).',
  expected: 'a time hh:mm, hh:mm:ss or hh:mm:ss.sss with an optional offset Z or ±hh:mm, e.g. "12:30:24+09:00"',
  isValid: (value) => AWS_TIME.test(value),
});

export const AWSDateTime = stringScalar({
  name: 'AWSDateTime',
  description: 'An extended ISO 8601 date and time string YYYY-MM-DDThh:mm:ss.sssZ, seconds and fraction optional, with a compulsory time zone offset.',
  expected: 'a date and time YYYY-MM-DDThh:mm:ss.sss with an offset Z or ±hh:mm, e.g. "2025-04-01T09:30:00.000Z"',
  isValid: isAwsDateTime,
});

export const AWSEmail = stringScalar({
  name: 'AWSEmail',
  description: 'An e-mail address local-part@domain-part, e.g. username@example.com.',
  expected: 'an e-mail address such as "username@example.com"',
  isValid: (value) => EMAIL.test(value),
});

export const AWSURL = stringScalar({
  name: 'AWSURL',
  description: 'A URL with a scheme (https://www.amazon.com/dp/B000NZW3KC/, mailto:example@example.com) and no double slash in its path.',
  expected: 'an absolute URL with a scheme, such as "https://example.com/path", with no "//" in its path',
  isValid: isAwsUrl,
});

export const AWSPhone = stringScalar({
  name: 'AWSPhone',
  description: 'A phone number in digit groups separated by spaces or hyphens; without a country code it is read as a North American number.',
  expected: 'a phone number such as "+81 3-1234-5678", or a North American number such as "206-555-0100"',
  isValid: isAwsPhone,
});

export const AWSIPAddress = stringScalar({
  name: 'AWSIPAddress',
  description: 'An IPv4 (123.12.34.56) or IPv6 (1a2b:3c4b::1234:4567) address, with an optional CIDR suffix (123.45.67.89/16).',
  expected: 'an IPv4 or IPv6 address with an optional CIDR suffix, e.g. "123.45.67.89/16"',
  isValid: isAwsIpAddress,
});

function toTimestamp(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw new GraphQLError(`AWSTimestamp cannot represent ${show(value)}: expected a whole number of seconds since 1970-01-01T00:00Z.`);
}

export const AWSTimestamp = new GraphQLScalarType<number, number>({
  name: 'AWSTimestamp',
  description: 'The number of seconds before or after 1970-01-01T00:00Z, serialised as a number.',
  serialize: toTimestamp,
  parseValue: toTimestamp,
  parseLiteral: (ast) => toTimestamp(ast.kind === Kind.INT ? Number(ast.value) : valueFromASTUntyped(ast)),
});

function parseJson(value: unknown): unknown {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      // Reported below with the value.
    }
  }
  throw new GraphQLError(`AWSJSON cannot represent ${show(value)}: expected a string of JSON such as "{\\"upvotes\\": 10}", "[1,2,3]" or "true".`);
}

export const AWSJSON = new GraphQLScalarType<unknown, string>({
  name: 'AWSJSON',
  description: 'A JSON string: a client sends JSON text, the resolver receives the parsed map, list or value, and the answer carries it as JSON text again.',
  serialize: (value) => JSON.stringify(value),
  parseValue: parseJson,
  parseLiteral: (ast) => parseJson(literal(ast)),
});

export const awsScalars = [AWSDate, AWSTime, AWSDateTime, AWSTimestamp, AWSEmail, AWSJSON, AWSURL, AWSPhone, AWSIPAddress];

/** The scalars whose values are checked strings, so a variable of one may stand where a String is expected. */
export const STRING_VALUED_SCALARS: ReadonlySet<string> = new Set(
  [AWSDate, AWSTime, AWSDateTime, AWSEmail, AWSURL, AWSPhone, AWSIPAddress].map((scalar) => scalar.name),
);

export const AWS_SCALARS_SDL = awsScalars.map((scalar) => printType(scalar)).join('\n\n');

/** The scalars as resolvers of the SDL's declarations. */
export const awsScalarResolvers: Record<string, GraphQLScalarType> = Object.fromEntries(awsScalars.map((scalar) => [scalar.name, scalar]));
