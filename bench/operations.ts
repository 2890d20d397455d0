// The GraphQL documents the bench sends: the web client's own operations with the fragments each
// one uses, wherever they live, printed as the generated client and the persisted-operation
// manifest have them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, separateOperations } from 'graphql';
import { webSources } from '../gateway/src/execution/persistedOperations.ts';

const webSrc = new URL('../web/src/', import.meta.url);
let everyOperation: ReturnType<typeof separateOperations> | undefined;

/** The named operation of a web .graphql file, with its fragments, as one printed document. */
export function webOperation(file: string, operationName: string): string {
  const own = parse(readFileSync(new URL(file, webSrc), 'utf8'));
  const declared = own.definitions.some(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === operationName,
  );
  if (!declared) throw new Error(`${file} 中没有操作 ${operationName}`);
  // Fragments may live beside other components: read them from every web source.
  everyOperation ??= separateOperations(parse(webSources(fileURLToPath(webSrc)).join('\n')));
  const operation = everyOperation[operationName];
  if (!operation) throw new Error(`找不到操作 ${operationName}`);
  return print(operation);
}
