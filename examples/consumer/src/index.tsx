import '@mobilise/tokens/global';
import { AvatarList } from '@mobilise/ui/AvatarList';
import { Button } from '@mobilise/ui/Button';
import { DateField } from '@mobilise/ui/DateField';
import { MobiliseProvider } from '@mobilise/ui/MobiliseProvider';
import { Modal } from '@mobilise/ui/Modal';
import { Select } from '@mobilise/ui/Select';
import { Table } from '@mobilise/ui/Table';
import { TextField } from '@mobilise/ui/TextField';
import { StrictMode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';

const people = [
  { id: 1, name: 'Ana Souza' },
  { id: 2, name: 'Jean Dupont' },
  { id: 3, name: 'Maria García' },
  { id: 4, name: 'Sam Lee' },
];

const rows = [
  { id: 'br', country: 'Brazil', volunteers: 12 },
  { id: 'fr', country: 'France', volunteers: 7 },
];

function Page() {
  const { t } = useTranslation();
  return (
    <main style={{ display: 'grid', gap: 24, maxWidth: 640, margin: '0 auto', padding: 24 }}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <TextField label={t('name')} isRequired defaultValue="Ana Souza" />
      <Select
        label={t('team')}
        options={[
          { value: 'logistics', label: 'Logistics' },
          { value: 'welcome', label: 'Welcome' },
        ]}
      />
      <DateField label={t('arrival')} defaultValue="2026-11-30" />
      <AvatarList people={people} aria-label={t('role')} />
      <Table
        aria-label={t('volunteers')}
        columns={[
          { id: 'country', label: t('country'), isRowHeader: true },
          { id: 'volunteers', label: t('volunteers') },
        ]}
        rows={rows}
        renderCell={(row, column) => (column.id === 'country' ? row.country : row.volunteers)}
      />
      <DialogTrigger>
        <Button variant="primary">{t('openModal')}</Button>
        <Modal
          title={t('modalTitle')}
          actions={(close) => (
            <Button variant="primary" onPress={close}>
              {t('remove')}
            </Button>
          )}
        >
          {t('modalBody')}
        </Modal>
      </DialogTrigger>
    </main>
  );
}

// The brand and language come from the address, so one build shows every combination: ?brand=cx&lang=fr.
const search = new URLSearchParams(window.location.search);
const brand = search.get('brand') === 'cx' ? 'cx' : 'default';
const language = search.get('lang') ?? 'en';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <MobiliseProvider brand={brand} language={language} i18n={i18n}>
      <Page />
    </MobiliseProvider>
  </StrictMode>,
);
