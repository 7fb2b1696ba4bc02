import { FormattedMessage } from '../../shared/lib/intl';
import { useDisclosure } from '../../shared/lib/use-disclosure';
import { CityDialog } from './city-dialog';
import { setCity, useGeo } from './geo-store';
import { GeoMessages, useGeoT } from './messages';
import './geo.css';
import { withMessages } from '../../shared/lib/feature-messages';

function DeliveryCityView() {
  const t = useGeoT();
  const { city, currency } = useGeo();
  const dialog = useDisclosure();
  return (
    <div className="delivery-city">
      <div className="delivery-city__text">
        {/* Values are isolated: a Russian city or "Рубль, ₽" inside Arabic text keeps its own order. */}
        <p className="delivery-city__city">
          <FormattedMessage id="geo.deliveryTo" values={{ city: <bdi>{city}</bdi> }} />
        </p>
        <p className="delivery-city__currency">
          <FormattedMessage id="geo.currency" values={{ currency: <bdi>{currency}</bdi> }} />
        </p>
      </div>
      <button
        type="button"
        className="button button--secondary delivery-city__change"
        aria-label={t('geo.changeCity', { city })}
        aria-haspopup="dialog"
        onClick={dialog.show}
      >
        {t('geo.change')}
      </button>
      {dialog.requested ? (
        <CityDialog
          open={dialog.open}
          current={city}
          onClose={dialog.hide}
          onChoose={(next) => {
            setCity(next);
            dialog.hide();
          }}
        />
      ) : null}
    </div>
  );
}

/** "Доставка в: Москва" with a change dialog; composed into the cart summary by the route table. */
export const DeliveryCity = withMessages(GeoMessages, DeliveryCityView);
