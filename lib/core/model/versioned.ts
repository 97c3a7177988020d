/** The entities with a version history, and those whose delete goes to the trash (versions.ts); shared with the admin. */
export const VERSIONED_ENTITIES = ['News', 'Store', 'Campaign'] as const;
export type VersionedEntity = (typeof VERSIONED_ENTITIES)[number];
export const TRASHED_ENTITIES = ['News', 'Store'] as const;

export const isVersioned = (entity: string): entity is VersionedEntity => (VERSIONED_ENTITIES as readonly string[]).includes(entity);
