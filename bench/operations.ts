// The GraphQL documents the bench sends: the web client's own operations, cut from its .graphql
// files with the fragments each one uses, as the generated client sends them.
import { readFileSync } from 'node:fs';
import { parse, print, separateOperations } from 'graphql';

const webSrc = new URL('../web/src/', import.meta.url);

/** The named operation of a web .graphql file, with its fragments, as one printed document. */
export function webOperation(file: string, operationName: string): string {
  const document = parse(readFileSync(new URL(file, webSrc), 'utf8'));
  const operation = separateOperations(document)[operationName];
  if (!operation) throw new Error(`${file} 中没有操作 ${operationName}`);
  return print(operation);
}
