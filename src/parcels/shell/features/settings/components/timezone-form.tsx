import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  Button,
  RemoteSelect,
  TimezoneNotice,
  notify,
  t as translate,
  useForm,
  useT,
  type RemoteOption,
  type SessionProfile,
} from '@publisher-platform/shared';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { timezoneSource } from '../../timezones/lib/timezone-source';

/** The publisher's timezone, searched in publisher/timezones (labels carry the UTC offset). */
export function TimezoneForm({ profile }: { profile: SessionProfile }) {
  const t = useT();
  const update = useUpdateProfile();
  const queryClient = useQueryClient();
  const source = useMemo(() => timezoneSource(queryClient), [queryClient]);
  const form = useForm<{ timezone: RemoteOption | null }>({
    initialValues: {
      timezone: { value: profile.timezone, label: profile.timezoneInfo.label || profile.timezone },
    },
    onSubmit: async ({ timezone }) => {
      if (!timezone) return;
      await update.mutateAsync({ timezone: timezone.value });
      notify.success(translate('shell.settings.timezone.saved'));
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} className="pp:flex pp:flex-col pp:gap-3">
      <RemoteSelect
        label={t('shell.settings.timezone.label')}
        source={source}
        value={form.values.timezone}
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
