import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';

export type WriteKind = 'insert' | 'update' | 'delete';

/** A statement of this process wrote to `table`; called once it has run (its transaction may not have ended). */
export type WriteListener = (table: string, kind: WriteKind) => void;

/**
 * A Kysely plugin that tells its listeners about every insert, update and delete built with the query
 * builder, after the statement succeeded. Raw `sql` statements are not seen: their tables are not known.
 */
export class WriteWatcher implements KyselyPlugin {
  readonly #listeners = new Set<WriteListener>();
  readonly #pending = new WeakMap<QueryId, { table: string; kind: WriteKind }[]>();

  /** Adds a listener; answers the function that removes it. */
  subscribe(listener: WriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const writes = writesOf(node);
    if (writes.length > 0 && this.#listeners.size > 0) {
      this.#pending.set(queryId, writes);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const writes = this.#pending.get(queryId);
    if (writes) {
      this.#pending.delete(queryId);
      for (const { table, kind } of writes) {
        for (const listener of this.#listeners) {
          listener(table, kind);
        }
      }
    }
    return result;
  }
}

function writesOf(node: RootOperationNode): { table: string; kind: WriteKind }[] {
  if (InsertQueryNode.is(node)) {
    return tablesOf(node.into).map((table) => ({ table, kind: 'insert' }));
  }
  if (UpdateQueryNode.is(node)) {
    return tablesOf(node.table).map((table) => ({ table, kind: 'update' }));
  }
  if (DeleteQueryNode.is(node)) {
    return node.from.froms.flatMap(tablesOf).map((table) => ({ table, kind: 'delete' }));
  }
  return [];
}

function tablesOf(node: OperationNode | undefined): string[] {
  if (node && AliasNode.is(node)) {
    return tablesOf(node.node);
  }
  return node && TableNode.is(node) ? [node.table.identifier.name] : [];
}
