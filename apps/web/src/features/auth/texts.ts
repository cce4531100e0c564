/**
 * Labels of the auth dialog and pages that are not messages (the words of product.md §2.2 where
 * it gives them). The messages themselves come from the contract's MESSAGES.
 */
import { FREE_SIGNUP_CREDITS, type AuthDialogMode } from '@memeforge/contract';

export const AUTH_DIALOG_TITLES: Record<AuthDialogMode, string> = {
  signup: 'Create a Free Account',
  login: 'Welcome Back',
  forgot: 'Reset Password',
  reset: 'Reset Your Password',
};

/** Our addition: one line under each title. */
export const AUTH_DIALOG_DESCRIPTIONS: Record<AuthDialogMode, string> = {
  signup: `Start with ${FREE_SIGNUP_CREDITS} free memes.`,
  login: 'Sign in to keep making memes.',
  forgot: "Enter your e-mail and we'll send you a link to reset your password.",
  reset: 'Choose a new password for your account.',
};

export const AUTH_TEXTS = {
  /** Our addition: the e-mailed links ask for a click before signing in (features/auth/use-key-link.ts). */
  confirmEmailTitle: 'Confirm your e-mail address',
  confirmEmailLead: 'Press the button to verify your address and sign in.',
  confirmEmailButton: 'Verify my e-mail',
  signInLinkTitle: 'Sign in with your e-mailed link',
  signInLinkLead: 'Press the button to sign in to your account.',
  signInLinkButton: 'Sign me in',
  signUpSubmit: 'Sign Up for Free',
  signInSubmit: 'Sign In',
  resetSubmit: 'Reset Password',
  forgotPassword: 'Forgot Password?',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign Up',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign In',
  backToSignIn: 'Back To Sign In',
  orContinueWith: 'Or continue with',
  signUpWithGoogle: 'Sign up with Google',
  signInWithGoogle: 'Sign in with Google',
  termsTitle: 'Terms and Conditions',
  termsLead: 'By signing up, you agree to our',
  resendVerification: 'Resend verification e-mail',
  requestNewLink: 'Request a new link',
  nameLabel: 'Name',
  namePlaceholder: 'Enter your name',
  emailLabel: 'Email',
  emailPlaceholder: 'Enter your email',
  newPasswordLabel: 'New Password',
  newPasswordPlaceholder: 'Enter your new password',
  confirmPasswordLabel: 'Confirm Password',
  confirmPasswordPlaceholder: 'Confirm your new password',
  tryLoggingIn: 'Try Logging In',
  createNewAccount: 'Create New Account',
  goHome: 'Go Home',
} as const;
