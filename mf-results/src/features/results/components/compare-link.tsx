// The way into Compare, shown once she has two or more ready results (nothing before, and nothing
// while the list loads or when it fails: it is an extra, not part of the results).
import { Link, paths } from '@flora/shared';
import { useUserTests } from '../../../lib/api/user-tests';
import { readyResults } from '../../../lib/ready-results';

export function CompareLink({ className }: { className?: string }) {
  const tests = useUserTests();
  const count = tests.data ? readyResults(tests.data).length : 0;
  if (count < 2) return null;
  return (
    <p className={className}>
      You have {count} results. <Link to={paths.compare()}>Compare your results</Link> to see how your microbiome changed.
    </p>
  );
}
