// The signed-in publisher as GET /publisher/api/publishers/current answers it (the contract's
// Publisher schema). Every parcel reads it through the session store.
import type { ApiSchema } from '../api/schema';

export type SessionProfile = ApiSchema<'Publisher'>;
export type ManagerContacts = ApiSchema<'Manager'>['contactDetails'];
