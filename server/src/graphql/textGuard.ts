import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import type { AppError } from '../shared/errors';
import { findTextProblem, textError, textProblemOf, type TextProblem } from '../shared/text';

/** The first bad string literal of a value, with its path from the argument (`input.message`). */
function literalProblem(node: ValueNode, path: string): TextProblem | null {
  switch (node.kind) {
    case Kind.STRING:
      return textProblemOf(node.value, path);
    case Kind.LIST:
      for (const [i, item] of node.values.entries()) {
        const problem = literalProblem(item, `${path}.${i}`);
        if (problem) return problem;
      }
      return null;
    case Kind.OBJECT:
      for (const field of node.fields) {
        const problem = literalProblem(field.value, `${path}.${field.name.value}`);
        if (problem) return problem;
      }
      return null;
    default:
      return null;
  }
}

/** The first bad string written in the document: arguments (of fields and directives) and variable defaults. */
function documentProblem(document: DocumentNode): TextProblem | null {
  let found: TextProblem | null = null;
  visit(document, {
    Argument(node) {
      found ??= literalProblem(node.value, node.name.value);
      return false;
    },
    VariableDefinition(node) {
      if (node.defaultValue) found ??= literalProblem(node.defaultValue, node.variable.name.value);
      return false;
    },
  });
  return found;
}

/** An edge refusal as GraphQL answers it: HTTP 400, the code and field in extensions, nothing executed. */
export function edgeGraphQLError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { code: error.code, ...(error.details.field ? { field: error.details.field } : {}), http: { status: error.httpStatus } },
  });
}

/**
 * The REST text rule for GraphQL: before execution, the variables as sent and every string literal of the
 * operation are checked, and a NUL byte, a lone surrogate or a string over the edge ceiling answers 400
 * (INVALID_TEXT or BAD_USER_INPUT, with the field), so no resolver and no database sees it.
 */
export const textGuardPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const problem = findTextProblem(request.variables ?? {}) ?? documentProblem(document);
        if (problem) throw edgeGraphQLError(textError(problem));
      },
    };
  },
};
