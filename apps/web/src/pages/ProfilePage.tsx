import { useMe } from '../features/session/queries';
import { NameForm } from '../features/profile/name-form';
import { PasswordForm } from '../features/profile/password-form';
import { DangerZone, ExportData } from '../features/profile/account-data';
import { ApiKeysSection } from '../features/api-keys/api-keys-section';
import { Input } from '../ui';
import { PageHeading } from './PageHeading';

/** /dashboard/profile: the account's e-mail (read-only), the name form, the password change, the API keys, the data export and the danger zone. */
export function ProfilePage() {
  // The dashboard layout renders this only once it has the user.
  const { data: user } = useMe({ fromStorage: true });
  if (!user) return null;
  return (
    <>
      <PageHeading title="Profile">Your account details.</PageHeading>
      <div className="flex max-w-2xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
        <Input
          label="Email"
          type="email"
          value={user.email}
          readOnly
          className="bg-slate-50 text-slate-600"
          hint="Your sign-in address."
        />
        <NameForm key={user.id} user={user} />
      </div>
      <div className="mt-6 flex max-w-2xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
        <PasswordForm key={user.id} />
      </div>
      <div className="mt-6 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
        <ApiKeysSection />
      </div>
      <div className="mt-6 flex max-w-2xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
        <ExportData />
        <DangerZone />
      </div>
    </>
  );
}
