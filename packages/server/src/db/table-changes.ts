import type { DatabaseHandle } from './database.ts';
import type { WriteKind } from './write-watcher.ts';

/**
 * The tables whose changes reach every server, and the statements that change them in a way a kept
 * read depends on (a session's touch does not). Migration 20261130000000_table_change_notify (and
 * 20261212300000_system_settings_versions for system_settings) puts a NOTIFY trigger on the same tables
 * and events.
 */
export const notifiedTables = {
  sessions: ['delete'],
  users: ['update', 'delete'],
  person_profiles: ['insert', 'update', 'delete'],
  office_staff: ['insert', 'update', 'delete'],
  education_consultants: ['insert', 'update', 'delete'],
  person_profile_mobilising_organisations: ['insert', 'update', 'delete'],
  security_group_members: ['insert', 'update', 'delete'],
  security_groups: ['update', 'delete'],
  organisations: ['update', 'delete'],
  system_settings: ['insert', 'update', 'delete'],
} as const satisfies Record<string, readonly WriteKind[]>;

export type NotifiedTable = keyof typeof notifiedTables;

export const tableChangeChannel = 'table_changed';

/** A cache of reads (a ReadCache) as TableChanges drives it. */
export interface DependentCache {
  clear(): void;
  enable(on: boolean): void;
}

/**
 * Empties caches of database reads when a table they depend on changes: at once for this process's own
 * statements (before their commit), and at the commit of any process's through the triggers' NOTIFY.
 * The caches serve only while the LISTEN connection is up, so no server answers from a read another
 * server has changed meanwhile.
 */
export class TableChanges {
  readonly #dependents = new Map<string, DependentCache[]>();
  #stop: (() => Promise<void>) | undefined;

  constructor(private readonly database: Pick<DatabaseHandle, 'watchWrites' | 'listen'>) {}

  /** Empties `caches` whenever one of `tables` changes. */
  clearOnChange(tables: readonly NotifiedTable[], caches: readonly DependentCache[]) {
    for (const table of tables) {
      this.#dependents.set(table, [...(this.#dependents.get(table) ?? []), ...caches]);
    }
  }

  async start() {
    const stopWatching = this.database.watchWrites((table, kind) => {
      if ((notifiedTables[table as NotifiedTable] as readonly WriteKind[] | undefined)?.includes(kind)) {
        this.#clear(table);
      }
    });
    const stopListening = await this.database.listen(tableChangeChannel, {
      notice: (table) => this.#clear(table),
      listening: (on) => {
        for (const cache of this.#caches()) {
          cache.enable(on);
        }
      },
    });
    this.#stop = async () => {
      stopWatching();
      await stopListening();
    };
  }

  async stop() {
    await this.#stop?.();
    this.#stop = undefined;
  }

  #caches() {
    return new Set([...this.#dependents.values()].flat());
  }

  #clear(table: string) {
    for (const cache of this.#dependents.get(table) ?? []) {
      cache.clear();
    }
  }
}
