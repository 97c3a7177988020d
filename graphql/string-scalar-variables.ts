import {
  type DocumentNode,
  getNamedType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLInputType,
  type GraphQLNullableInputType,
  type GraphQLScalarType,
  type GraphQLSchema,
  isListType,
  isNonNullType,
  isScalarType,
  type OperationDefinitionNode,
  specifiedRules,
  typeFromAST,
  validate,
  type ValidationContext,
  type ValidationRule,
  VariablesInAllowedPositionRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { STRING_VALUED_SCALARS } from './aws-scalars';

/*
 * As in AppSync, date and timestamp fields are filtered with ModelStringInput, whose operands are
 * String, so GraphQL's rule "All Variable Usages Are Allowed" refuses `createdAt: { gt: $t }` with
 * `$t: AWSDateTime` (AppSync refuses it too). Its value is a string the scalar has already checked,
 * so here such a variable may stand where a String is expected; the reverse (a String variable
 * filling an AWSDate field unchecked) stays refused, and every other usage is judged by graphql-js's
 * own rule.
 */

/** The location type with String put in the place of the variable's scalar, wrappers kept. */
function withScalarForString(location: GraphQLInputType, scalar: GraphQLScalarType): GraphQLInputType {
  if (isNonNullType(location)) return new GraphQLNonNull(withScalarForString(location.ofType, scalar) as GraphQLNullableInputType);
  if (isListType(location)) return new GraphQLList(withScalarForString(location.ofType, scalar));
  return isScalarType(location) && location.name === 'String' ? scalar : location;
}

/** graphql-js's VariablesInAllowedPositionRule, shown a String position as one of the variable's own scalar. */
export const StringScalarVariablesRule: ValidationRule = (context) => {
  const stringScalarOf = (operation: OperationDefinitionNode, name: string): GraphQLScalarType | undefined => {
    const definition = operation.variableDefinitions?.find((candidate) => candidate.variable.name.value === name);
    const named = definition && getNamedType(typeFromAST(context.getSchema(), definition.type));
    return isScalarType(named) && STRING_VALUED_SCALARS.has(named.name) ? named : undefined;
  };
  const lenient: ValidationContext = Object.create(context, {
    getRecursiveVariableUsages: {
      value: (operation: OperationDefinitionNode) =>
        context.getRecursiveVariableUsages(operation).map((usage) => {
          const scalar = stringScalarOf(operation, usage.node.name.value);
          return scalar && usage.type ? { ...usage, type: withScalarForString(usage.type, scalar) } : usage;
        }),
    },
  });
  return VariablesInAllowedPositionRule(lenient);
};

/** validate()'s arguments after the rules (error limit, type info). */
type ValidateRest = Parameters<typeof validate> extends [unknown, unknown, unknown?, ...infer Rest] ? Rest : never;

/** Validates with StringScalarVariablesRule in the place of VariablesInAllowedPositionRule. */
export const stringScalarVariables: Plugin = {
  onValidate({ setValidationFn }) {
    setValidationFn((schema: GraphQLSchema, document: DocumentNode, rules: readonly ValidationRule[] = specifiedRules, ...rest: ValidateRest) =>
      validate(
        schema,
        document,
        rules.map((rule) => (rule === VariablesInAllowedPositionRule ? StringScalarVariablesRule : rule)),
        ...rest,
      ),
    );
  },
};
