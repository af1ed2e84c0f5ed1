// Why results without the STI + expanded PCR panel offer no STI treatment (issue 27): STI treatment
// starts only from a panel's findings, so a patient without one is told what would offer it.
import { Card, Link, paths } from '@flora/shared';

export function NoStiPanel() {
  return (
    <Card title="STI testing">
      <p>
        This test did not include the STI panel, so these results say nothing about sexually transmitted infections and
        no STI treatment is offered from them. STI treatment is offered when a test with the STI + expanded PCR panel
        detects an infection: you can add the panel when you order your next test.
      </p>
      <p>
        <Link to={paths.shop.testKit()}>Order a test with the STI panel</Link>
      </p>
    </Card>
  );
}
