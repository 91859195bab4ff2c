import { ApiError } from '../api/client';
import { useI18n } from '../i18n/I18n';

/**
 * An error as a sentence: the contract's code and message where the server answered; where it did
 * not (the fetch itself failed: server stopped, network down), a sentence that says so; anything
 * else as "something went wrong", never a raw exception.
 */
export function ErrorMessage({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useI18n();
  return (
    <div className="error" data-testid={testId}>
      {error instanceof ApiError ? <><b>{error.code ?? `HTTP ${error.status}`}</b> {error.message}</>
        : error instanceof TypeError ? t('error.network') : t('error.unexpected')}
    </div>
  );
}
