/**
 * Account requests and answers (product.md §3.10, §5, §7.2). The form rules of product.md §5
 * live here so the web forms and the server refuse the same input with the same words; the
 * server adds Django-style password validators on top (see the server's auth/password-policy).
 */
import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordLength,
} from '../constants';
import { MESSAGES } from '../messages';
import { UserSchema } from './users';

const SPECIAL_CHARACTER = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

/** An e-mail field: required, then valid (product.md §5.1 messages). */
export const EmailFieldSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail));

/** The sign-up password rules of product.md §5.1, in the order a person meets them. */
export const SignupPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .regex(/\d/, MESSAGES.passwordNeedsNumber)
  .refine((value) => !/^\d+$/.test(value), MESSAGES.passwordTooNumeric)
  .refine((value) => SPECIAL_CHARACTER.test(value), MESSAGES.passwordNeedsSpecial)
  .refine(
    (value) => passwordLength(value) <= PASSWORD_MAX_LENGTH,
    `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  );

/** A new password on the reset form: at least 8 and at most 128 characters (code points). */
const ResetPasswordFieldSchema = z
  .string()
  .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, MESSAGES.resetPasswordTooShort)
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, MESSAGES.resetPasswordTooShort);

/** The reset request's passwords: required, at most 128 characters (the server's validators judge the rest). */
const ResetPasswordRequestFieldSchema = z
  .string({ error: 'This field is required.' })
  .min(1, 'This field is required.')
  .refine(
    (value) => passwordLength(value) <= PASSWORD_MAX_LENGTH,
    `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`,
  );

export const SignupRequestSchema = z
  .object({
    name: z
      .string({ error: MESSAGES.nameRequired })
      .trim()
      .min(1, MESSAGES.nameRequired)
      .max(NAME_MAX_LENGTH, `Name must be less than ${NAME_MAX_LENGTH} characters`),
    email: EmailFieldSchema,
    password1: SignupPasswordSchema,
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

export const DetailResponseSchema = z.object({ detail: z.string() }).meta({ id: 'DetailResponse' });

export const VerifyEmailRequestSchema = z
  .object({ key: z.string({ error: 'This field is required.' }).trim().min(1, 'This field is required.') })
  .meta({ id: 'VerifyEmailRequest' });

/** The key of the one-time sign-in link mailed to a locked account's owner. */
export const SignInLinkConfirmRequestSchema = z
  .object({ key: z.string({ error: 'This field is required.' }).trim().min(1, 'This field is required.') })
  .meta({ id: 'SignInLinkConfirmRequest' });
export type SignInLinkConfirmRequest = z.infer<typeof SignInLinkConfirmRequestSchema>;

export const EmailRequestSchema = z.object({ email: EmailFieldSchema }).meta({ id: 'EmailRequest' });

export const LoginRequestSchema = z
  .object({
    email: EmailFieldSchema,
    password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(1024),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Machine-readable reason beside the message, for answers the web app acts on. */
export const AUTH_ERROR_CODES = { emailNotVerified: 'email_not_verified' } as const;
export const CodedErrorSchema = z.object({ detail: z.string(), code: z.string() }).meta({ id: 'CodedError' });

/** The refresh token comes in the body (API clients) or the httpOnly cookie (the web app). */
export const TokenRefreshRequestSchema = z.object({ refresh: z.string().min(1).optional() }).nullish();
export const TokenRefreshResponseSchema = z
  .object({ access: z.string(), refresh: z.string() })
  .meta({ id: 'TokenRefresh' });

/**
 * Logout (product.md §7.2): ends the session of the refresh token (body or cookie) and of the
 * access token; with `all`, every session of the signed-in account, which needs the access token.
 * Fastify hands an absent body over as null.
 */
export const LogoutRequestSchema = z.object({ refresh: z.string().optional(), all: z.boolean().optional() }).nullish();
export type LogoutRequest = z.infer<typeof LogoutRequestSchema>;

/** Reset form rules (product.md §5.4): both at least 8 characters and equal. */
export const ResetPasswordFormSchema = z
  .object({
    new_password1: ResetPasswordFieldSchema,
    new_password2: ResetPasswordFieldSchema,
  })
  .refine((value) => value.new_password1 === value.new_password2, {
    message: MESSAGES.resetPasswordsDoNotMatch,
    path: ['new_password2'],
  });

export const PasswordResetConfirmRequestSchema = z
  .object({
    new_password1: ResetPasswordRequestFieldSchema,
    new_password2: ResetPasswordRequestFieldSchema,
    uid: z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(64),
    token: z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(256),
  })
  .meta({ id: 'PasswordResetConfirmRequest' });
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequestSchema>;

/**
 * Our addition: the signed-in password change (dj-rest-auth's `password/change/` shape). The words
 * of a wrong current password and of a saved change are Django's and dj-rest-auth's.
 */
export const PASSWORD_CHANGE_MESSAGES = {
  oldPasswordWrong: 'Your old password was entered incorrectly. Please enter it again.',
  noPasswordYet:
    "This account signs in with Google and has no password yet. Use 'Forgot Password?' to set one by e-mail.",
  changed: 'New password has been saved.',
  changedElsewhere: 'Your other sessions have been signed out.',
  failed: 'Your password could not be changed. Please try again.',
} as const;

export const PasswordChangeRequestSchema = z
  .object({
    old_password: ResetPasswordRequestFieldSchema,
    new_password1: ResetPasswordRequestFieldSchema,
    new_password2: ResetPasswordRequestFieldSchema,
  })
  .meta({ id: 'PasswordChangeRequest' });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequestSchema>;

/** The change form's own checks, before it is sent (the same as the reset form's, plus the current password). */
export const PasswordChangeFormSchema = z
  .object({
    old_password: z.string().min(1, 'Enter your current password.'),
    new_password1: ResetPasswordFieldSchema,
    new_password2: ResetPasswordFieldSchema,
  })
  .refine((value) => value.new_password1 === value.new_password2, {
    message: MESSAGES.resetPasswordsDoNotMatch,
    path: ['new_password2'],
  });

/** Every session ends with the change, so the answer carries this caller's new one (cookies too). */
export const PasswordChangeResponseSchema = z
  .object({ detail: z.string(), access: z.string(), refresh: z.string() })
  .meta({ id: 'PasswordChange' });
export type PasswordChangeResponse = z.infer<typeof PasswordChangeResponseSchema>;

/** Profile names (product.md §5.8): each at most 150 characters, at least one given. */
export const ProfileUpdateRequestSchema = z
  .object({
    firstName: z.string().trim().max(NAME_MAX_LENGTH, MESSAGES.firstNameTooLong).optional(),
    lastName: z.string().trim().max(NAME_MAX_LENGTH, MESSAGES.lastNameTooLong).optional(),
  })
  .refine((value) => Boolean(value.firstName || value.lastName), {
    message: MESSAGES.firstNameRequired,
    path: ['firstName'],
  })
  .meta({ id: 'ProfileUpdateRequest' });
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequestSchema>;

export const NewsletterResponseSchema = z.object({ message: z.string() }).meta({ id: 'NewsletterResponse' });

/**
 * Google sign-in: the callback page posts the code with the state and (RFC 9207) issuer it was
 * given back in the same query.
 */
export const SocialAuthRequestSchema = z
  .object({
    code: z.string().min(1, MESSAGES.noAuthorizationCode).max(4096),
    state: z.string().max(512).optional(),
    iss: z.string().max(512).optional(),
  })
  .meta({ id: 'SocialAuthRequest' });

/** Which sign-in providers this deployment offers; the web app hides the Google buttons without it. */
export const AuthProvidersSchema = z
  .object({ google: z.object({ enabled: z.boolean(), loginUrl: z.string().nullable() }) })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

export { UserSchema };
