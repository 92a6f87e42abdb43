// shared's two entries. The login page's modules (root-config and the auth parcel) are built
// against the core entry (src/shared/core.ts), which holds only what they use; every other module
// imports all of shared, whose entry reuses the core's chunk, so both share one instance.
export const SHARED = '@publisher-platform/shared';
export const SHARED_CORE = '@publisher-platform/shared/core';
export const CORE_USERS = ['root-config', 'auth'];
