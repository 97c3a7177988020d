import { parse, specifiedRules, validate, type ValidationRule, VariablesInAllowedPositionRule } from 'graphql';
import { getSchema } from './schema';
import { StringScalarVariablesRule } from './string-scalar-variables';

const lenientRules = specifiedRules.map((rule) => (rule === VariablesInAllowedPositionRule ? StringScalarVariablesRule : rule));

const errorsOf = (document: string, rules: readonly ValidationRule[] = lenientRules) => validate(getSchema(), parse(document), rules).map((error) => error.message);

describe('variables of AppSync string scalars in String positions', () => {
  test.each([
    ['an AWSDateTime for a ModelStringInput operand', 'query($t: AWSDateTime) { listStores(filter: { createdAt: { gt: $t } }) { nextToken } }'],
    ['a non-null AWSDate for a String! argument', 'query($route: AWSDate!) { newsByRoute(route: $route) { id } }'],
    ['a list of AWSDateTime for between', 'query($range: [AWSDateTime]) { listNews(filter: { updatedAt: { between: $range } }) { nextToken } }'],
    ['AWSDateTime items inside a between list', 'query($from: AWSDateTime, $to: AWSDateTime) { listNews(filter: { createdAt: { between: [$from, $to] } }) { nextToken } }'],
    ['an AWSEmail, AWSURL, AWSPhone, AWSTime and AWSIPAddress in a subscription filter', `subscription($e: AWSEmail, $u: AWSURL, $p: AWSPhone, $t: AWSTime, $i: AWSIPAddress) {
      onCreateStore(filter: { or: [{ name: { eq: $e } }, { googleMap: { eq: $u } }, { phone: { eq: $p } }, { holidays: { eq: $t } }, { access: { eq: $i } }] }) { id }
    }`],
  ])('%s is allowed', (_, document) => {
    expect(errorsOf(document)).toEqual([]);
  });

  test("graphql-js's own rule refuses the first of them, as AppSync does", () => {
    expect(errorsOf('query($t: AWSDateTime) { listStores(filter: { createdAt: { gt: $t } }) { nextToken } }', specifiedRules)).toEqual([
      'Variable "$t" of type "AWSDateTime" used in position expecting type "String".',
    ]);
  });

  test.each([
    ['a String for an AWSDate field', 'mutation($d: String) { updateStore(input: { id: "x", openDate: $d }) { id } }', 'Variable "$d" of type "String" used in position expecting type "AWSDate".'],
    ['an AWSJSON, whose value is parsed, for a String', 'query($j: AWSJSON) { newsByRoute(route: $j) { id } }', 'Variable "$j" of type "AWSJSON" used in position expecting type "String!".'],
    ['an AWSTimestamp for an Int', 'query($n: AWSTimestamp) { listStores(limit: $n) { nextToken } }', 'Variable "$n" of type "AWSTimestamp" used in position expecting type "Int".'],
    ['an AWSDate for an ID', 'query($d: AWSDate!) { getStore(id: $d) { id } }', 'Variable "$d" of type "AWSDate!" used in position expecting type "ID!".'],
    ['a single AWSDateTime for a list', 'query($t: AWSDateTime) { listNews(filter: { createdAt: { between: $t } }) { nextToken } }', 'Variable "$t" of type "AWSDateTime" used in position expecting type "[AWSDateTime]".'],
    // Nullability is still checked; the message names the type the variable would need.
    ['a nullable AWSDate for a String! argument', 'query($route: AWSDate) { newsByRoute(route: $route) { id } }', 'Variable "$route" of type "AWSDate" used in position expecting type "AWSDate!".'],
  ])('%s is still refused', (_, document, message) => {
    expect(errorsOf(document)).toEqual([message]);
  });
});
