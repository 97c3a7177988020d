import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminAccount } from '@/lib/auth/account';

/* The admin accounts screen's operations (graphql/admin-sdl.ts). */

const FIELDS = 'id email name disabled invitePending createdAt';

export const LIST_ADMIN_USERS: TypedDocumentNode<{ listAdminUsers: AdminAccount[] }, Record<string, never>> = gql(`query ListAdminUsers { listAdminUsers { ${FIELDS} } }`);
export const INVITE_ADMIN: TypedDocumentNode<{ inviteAdmin: AdminAccount }, { email: string; name: string | null }> = gql(`mutation InviteAdmin($email: String!, $name: String) { inviteAdmin(email: $email, name: $name) { ${FIELDS} } }`);
export const SET_ADMIN_DISABLED: TypedDocumentNode<{ setAdminDisabled: AdminAccount }, { id: string; disabled: boolean }> = gql(`mutation SetAdminDisabled($id: ID!, $disabled: Boolean!) { setAdminDisabled(id: $id, disabled: $disabled) { ${FIELDS} } }`);
