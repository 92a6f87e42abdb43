import { ExportButton, isLocale, useIntl, useT } from '@publisher-platform/shared';
import { statementDownload, type Payment, type StatementFormat } from '../api/payments';

const FORMATS: readonly StatementFormat[] = ['pdf', 'csv'];

/**
 * A payment's statement as PDF and as CSV. The visible "PDF"/"CSV" is the same in every row, so
 * each button's name also says which payment it is for.
 */
export function StatementLinks({ payment }: { payment: Payment }) {
  const t = useT();
  const { locale } = useIntl();
  const language = isLocale(locale) ? locale : 'en';
  return (
    <span className="pp:flex pp:flex-wrap pp:gap-1" data-slot="statement">
      {FORMATS.map((format) => (
        <ExportButton
          key={format}
          {...statementDownload(payment.id, format, language)}
          className="pp:h-8 pp:px-2"
        >
          <span className="pp:sr-only">
            {t('finance.payments.statementOf', { id: String(payment.id) })}{' '}
          </span>
          {t(`finance.payments.statementFormat.${format}`)}
        </ExportButton>
      ))}
    </span>
  );
}
