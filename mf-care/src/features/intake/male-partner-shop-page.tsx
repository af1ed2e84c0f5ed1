// /treatments/shop/ — the shop of a male partner. The shop (mf-shop, /care/shop/*) is not his: the
// shell sends him from /care/x/ to /treatments/x/ (SPEC §2.2, §2.6 rule 6), so /care/shop/ lands
// here, in mf-care, which owns /treatments/* and his checkout and consult. What he can buy or do: the
// treatment and its checkout with his partner's voucher, an unpaid order to complete, or where his
// treatment stands and its next step. Anyone else is sent to the shop.
import { buttonClassName, Card, Link, Navigate, Page, paths, QueryView, useSession } from '@flora/shared';
import { type Consult, consultStatusForPatient, deriveConsultGroups, isConsultComplete } from '@flora/shared/domain';
import { useConsults } from '@flora/shared/data';
import { consultNextStep } from '../../lib/consult-next-step';
import { NoTreatmentYet, openConsultOf, UnpaidOrder } from './male-partner-offer';
import styles from './male-partner-entry-page.module.css';

export function MalePartnerShopPage() {
  const session = useSession();
  const consults = useConsults();
  const user = session.status === 'authenticated' ? session.user : null;
  if (user && user.registrationRoute !== 'male_partner') return <Navigate to={paths.shop.home()} replace />;
  return (
    <Page title="Shop" description="Your partner treatment" width="narrow">
      <QueryView query={consults} loadingLabel="Finding your treatment…">
        {(list) => <Offer consults={list as Consult[]} />}
      </QueryView>
    </Page>
  );
}

function Offer({ consults }: { consults: Consult[] }) {
  const open = openConsultOf(consults);
  // His open consult, else his finished treatment (a cancelled one leaves him free to order again).
  const consult = open ?? deriveConsultGroups(consults).malePartner.find((c) => isConsultComplete(c.status)) ?? null;
  if (!consult) return <NoTreatmentYet />;
  if (!consult.consult_paid) return <UnpaidOrder />;
  const next = consultNextStep(consult);
  return (
    <Card title="Male Partner BV Treatment">
      <div className={styles.stack}>
        <p className={styles.flush}>
          You have ordered your treatment. Status: <strong>{consultStatusForPatient(consult.status)}</strong>
        </p>
        <p className={styles.flush}>
          <Link className={buttonClassName()} to={next.to}>
            {next.label}
          </Link>
        </p>
      </div>
    </Card>
  );
}
