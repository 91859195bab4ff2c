import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from './App';
import { I18nProvider } from './i18n/I18n';
import { QueueProvider } from './features/queue/QueueProvider';
import { SplitProvider } from './features/split/SplitProvider';
import './ui/styles.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <QueueProvider>
            <SplitProvider>
              <App />
            </SplitProvider>
          </QueueProvider>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
