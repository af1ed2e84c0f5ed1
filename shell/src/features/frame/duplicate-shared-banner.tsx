// DESIGN §3: a second copy of @flora/shared in the page is detected and reported loudly.
import { useEffect, useState } from 'react';
import { Banner, DUPLICATE_SHARED_EVENT, sharedCopies } from '@flora/shared';

export function DuplicateSharedBanner() {
  const [copies, setCopies] = useState<string[]>(sharedCopies);
  useEffect(() => {
    const onDuplicate = () => setCopies(sharedCopies());
    window.addEventListener(DUPLICATE_SHARED_EVENT, onDuplicate);
    return () => window.removeEventListener(DUPLICATE_SHARED_EVENT, onDuplicate);
  }, []);
  if (copies.length < 2) return null;
  return (
    <Banner tone="error" title="Two copies of @flora/shared are loaded">
      Loaded by: {copies.join(', ')}. Sessions and navigation may diverge; check the shared configuration of these builds.
    </Banner>
  );
}
