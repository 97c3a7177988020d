/*
 * Two-factor sign-in and password reset links (lib/core/auth/totp.ts, lib/core/auth/password-reset.ts).
 * Each account manages its own two-factor sign-in; owners require it of everyone and send reset
 * links (lib/core/auth/permissions.ts). Merged with the other schemas in schema.ts.
 */
export const SECURITY_SDL = /* GraphQL */ `
type TwoFactorStatus {
  enabled: Boolean!
  enabledAt: AWSDateTime
  "Unused recovery codes (10 after turning it on or making new ones)."
  recoveryCodesLeft: Int!
  "An owner requires two-factor sign-in of every account."
  required: Boolean!
}

"What an authenticator app needs: the secret as a key to type, as an otpauth:// URL and as a QR code (SVG)."
type TwoFactorEnrollment {
  secret: String!
  otpauthUrl: String!
  qrSvg: String!
}

extend type Query {
  twoFactorStatus: TwoFactorStatus!
}

extend type Mutation {
  "Starts turning two-factor sign-in on for the signed-in account; it is on once confirmEnrollment accepts a first code."
  startTwoFactorEnrollment: TwoFactorEnrollment!
  "Turns two-factor sign-in on with a first code of the app; answers the 10 recovery codes, shown only this once."
  confirmTwoFactorEnrollment(code: String!): [String!]!
  disableTwoFactor(currentPassword: String!): Boolean!
  "New recovery codes; the old ones stop working."
  regenerateRecoveryCodes(currentPassword: String!): [String!]!
  "Owners: require two-factor sign-in of every account (accounts without it must turn it on before anything else)."
  setTwoFactorRequired(required: Boolean!): Boolean!
  "Owners: mails the account a password reset link (1 hour, single use)."
  sendPasswordResetLink(id: ID!): Boolean!
}
`;
