// /treatments/male-partner/intake/start (SPEC §2.4: where `/` sends a male partner; written without
// a trailing slash there) — resolves to his open male-partner consult's intake ('start': the step he
// was on, the intro when new), replacing the location. An unpaid order (IN): "Complete your order";
// none open: what the treatment is and its checkout, free with his partner's voucher code.
import { Navigate, Page, paths, QueryView } from '@flora/shared';
import { type Consult } from '@flora/shared/domain';
import { useConsults } from '@flora/shared/data';
import { START_STEP } from './flow/flow';
import { NoTreatmentYet, openConsultOf, UnpaidOrder } from './male-partner-offer';

export function MalePartnerEntryPage() {
  const consults = useConsults();
  const open = consults.data ? openConsultOf(consults.data as Consult[]) : null;
  if (open?.consult_paid) return <Navigate to={paths.malePartnerIntake(open.uid, START_STEP)} replace />;
  return (
    <Page title="Your partner treatment" width="narrow">
      <QueryView query={consults} loadingLabel="Finding your treatment…">
        {() => (open ? <UnpaidOrder /> : <NoTreatmentYet />)}
      </QueryView>
    </Page>
  );
}
