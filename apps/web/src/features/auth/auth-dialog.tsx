import { Dialog } from '../../ui';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignupForm } from './signup-form';
import { AUTH_DIALOG_DESCRIPTIONS, AUTH_DIALOG_TITLES } from './texts';
import { useAuthDialogRoute } from './use-auth-dialog-route';

/**
 * The auth dialog with its four forms (product.md §2.2), opened by
 * `?toggle_login_modal=true` on any public page (`mode`: login, signup, forgot or reset).
 * Mounted once by the public layout.
 */
export function AuthDialog() {
  const { open, mode, uid, token, setMode, close } = useAuthDialogRoute();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={AUTH_DIALOG_TITLES[mode]}
      description={AUTH_DIALOG_DESCRIPTIONS[mode]}
    >
      <div data-testid="auth-dialog" data-mode={mode}>
        {mode === 'signup' && <SignupForm onSwitch={setMode} />}
        {mode === 'login' && <LoginForm onSwitch={setMode} />}
        {mode === 'forgot' && <ForgotPasswordForm onSwitch={setMode} />}
        {mode === 'reset' && <ResetPasswordForm uid={uid} token={token} onSwitch={setMode} />}
      </div>
    </Dialog>
  );
}
