// `/`: sends a signed-in user where SPEC §2.4 says, by role and latest consult.
import { useEffect, useState } from 'react';
import { api, LoadingState, Navigate } from '@flora/shared';
import { type CurrentUser } from '@flora/shared/domain';
import { rootDestination, type LatestConsult } from './root-destination';

export function RootRedirect({ user }: { user: CurrentUser }) {
  const [to, setTo] = useState<string | null>(user.isProvider ? rootDestination(user, null) : null);

  useEffect(() => {
    if (to) return;
    let active = true;
    void api
      .get<LatestConsult[]>('/api/v1/consults/')
      .then(({ data }) => data[0] ?? null)
      // A failed consult list must not strand the user: decide without it.
      .catch(() => null)
      .then((latest) => active && setTo(rootDestination(user, latest)));
    return () => {
      active = false;
    };
  }, [to, user]);

  return to ? <Navigate to={to} replace /> : <LoadingState label="Finding your page…" />;
}
