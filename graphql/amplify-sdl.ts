import { type DefinitionNode, type GraphQLSchema, Kind, parse, print, printSchema } from 'graphql';
import { awsScalars } from './aws-scalars';

const AWS_SCALAR_NAMES = new Set(awsScalars.map((scalar) => scalar.name));

function isAwsScalar(definition: DefinitionNode): boolean {
  return definition.kind === Kind.SCALAR_TYPE_DEFINITION && AWS_SCALAR_NAMES.has(definition.name.value);
}

/**
 * The schema as AppSync exports it, the input of Amplify's code generator (`amplify codegen`,
 * `@aws-amplify/graphql-generator`): the AWS scalars used but not declared, as the generator
 * declares them itself and refuses a schema that declares them again ("There can be only one
 * type named AWSDate").
 */
export function amplifySdl(schema: GraphQLSchema): string {
  const document = parse(printSchema(schema));
  return print({ ...document, definitions: document.definitions.filter((definition) => !isAwsScalar(definition)) });
}
