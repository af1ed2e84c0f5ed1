// The way into Compare, shown on My Results and My Tests once she has two or more ready results
// (nothing before, nor while the list loads or when it fails: it is an extra, not the page's content).
import { Link, paths } from '@flora/shared';
import { useUserTests } from '../api/user-tests';
import { readyResults } from '../ready-results';

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
