import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { Route, Routes } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import type { MockRoute } from '../../../test/fetch-mock';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ShowcaseEditPage } from '../showcase-edit-page';

/** Settings of showcase 3 «Чайная лавка», owned by the viewer, taking orders; a test overrides what it is about. */
export const sellerSettings = (over: Partial<SellerShowcaseSettings> = {}): SellerShowcaseSettings => ({
  id: 3,
  alias: 'tea',
  domain: '',
  domainVerification: { status: 'none', record: '', value: '', verifiedAt: null, method: null },
  stateId: 2,
  role: 'owner',
  isOperator: false,
  updatedAfter: 1_700_000_000,
  logoUrl: null,
  info: { name: 'Чайная лавка', description: '', slogan: '', botUsername: '', shareText: '' },
  catalog: { cashbackPercent: 0, requireReferral: false },
  contacts: { phone: '', email: '', address: '', telegram: '', whatsapp: '', vk: '', workHours: '' },
  header: { burgerMenu: { '1': '', '2': '', '3': '' }, announcement: '' },
  home: { banner: { title: '', text: '', visible: true }, promo: { title: '', text: '', visible: true } },
  admins: [],
  bans: [],
  localFund: { balance: 0 },
  networkAccount: { balance: 0 },
  ...over,
});

/** The seller's own courier switched off: the settings page asks for it. */
export const NO_COURIER: MockRoute = {
  path: '/api/seller/showcases/3/courier',
  body: { settings: { enabled: false, price: 0, cities: [], daysMin: 1, daysMax: 2 } },
};

/** The settings page of showcase 3 (/account/profile/showcases/3/settings) for a logged-in viewer, on `routes`. */
export function renderSettingsPage(routes: MockRoute[]) {
  const mock = mockShell({ startup: { isLogged: true }, extra: routes });
  const view = renderWithProviders(
    <Routes>
      <Route path={`${paths.showcaseEdit}/settings`} element={<ShowcaseEditPage />} />
    </Routes>,
    { route: '/account/profile/showcases/3/settings' },
  );
  return { ...view, mock };
}
