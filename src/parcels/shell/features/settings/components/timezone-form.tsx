import {
  Button,
  Select,
  Skeleton,
  TimezoneNotice,
  errorText,
  notify,
  t as translate,
  useForm,
  useT,
  type SessionProfile,
} from '@publisher-platform/shared';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { useTimezones } from '../../timezones/api/timezones';

/** The publisher's timezone (list from publisher/timezones, labels with the UTC offset). */
export function TimezoneForm({ profile }: { profile: SessionProfile }) {
  const t = useT();
  const update = useUpdateProfile();
  const timezones = useTimezones();
  const form = useForm({
    initialValues: { timezone: profile.timezone },
    onSubmit: async (values) => {
      await update.mutateAsync({ timezone: values.timezone });
      notify.success(translate('shell.settings.timezone.saved'));
    },
  });

  if (timezones.isPending) return <Skeleton className="pp:h-16 pp:w-full" />;
  if (timezones.isError)
    return (
      <p role="alert" className="pp:text-sm pp:text-destructive">
        {errorText(timezones.error)}
      </p>
    );
  const options = timezones.data.length
    ? timezones.data
    : [{ value: profile.timezone, label: profile.timezoneInfo.label }];
  return (
    <form noValidate onSubmit={form.handleSubmit} className="pp:flex pp:flex-col pp:gap-3">
      <Select
        label={t('shell.settings.timezone.label')}
        value={form.values.timezone}
        options={options}
        error={form.errors.timezone}
        onValueChange={(value) => form.setValue('timezone', value)}
      />
      <TimezoneNotice />
      <div>
        <Button type="submit" loading={form.submitting}>
          {t('shell.settings.save')}
        </Button>
      </div>
    </form>
  );
}
