import { gql } from '@apollo/client';

/* The admin accounts screen's operations (graphql/admin-sdl.ts). */

const FIELDS = 'id email name disabled invitePending createdAt';

export const LIST_ADMIN_USERS = gql(`query ListAdminUsers { listAdminUsers { ${FIELDS} } }`);
export const INVITE_ADMIN = gql(`mutation InviteAdmin($email: String!, $name: String) { inviteAdmin(email: $email, name: $name) { ${FIELDS} } }`);
export const SET_ADMIN_DISABLED = gql(`mutation SetAdminDisabled($id: ID!, $disabled: Boolean!) { setAdminDisabled(id: $id, disabled: $disabled) { ${FIELDS} } }`);
