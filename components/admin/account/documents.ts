import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminUser } from '../admin-app';

/* The account screen's operations on the signed-in admin (graphql/admin-sdl.ts). */

export const UPDATE_MY_NAME: TypedDocumentNode<{ updateMyName: AdminUser }, { name: string | null }> = gql(`mutation UpdateMyName($name: String) { updateMyName(name: $name) { id email name } }`);
export const CHANGE_MY_PASSWORD = gql(`mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
  changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
}`);
export const REQUEST_EMAIL_CHANGE = gql(`mutation RequestEmailChange($newEmail: String!, $currentPassword: String!) {
  requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword)
}`);
export const SIGN_OUT_EVERYWHERE = gql(`mutation SignOutEverywhere { signOutEverywhere }`);
