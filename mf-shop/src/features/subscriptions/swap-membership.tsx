// A membership can swap to another membership type (POST /api/v1/subscription/swap/), after a
// confirmation naming what changes. The API's error shows beside the choice.
import { useState } from 'react';
import { Button, errorMessage } from '@flora/shared';
import { Modal, Select } from '@flora/shared/widgets';
import { formatDisplayDate } from '@flora/shared/domain';
import type { Membership } from '@flora/shared/data';
import { useSwapSubscription } from './api/subscription-swap';
import { canSwap, MEMBERSHIP_SWAP_OPTIONS } from './subscription-rules';
import styles from './subscriptions.module.css';

export function SwapMembership({ sub, onSwapped }: { sub: Membership; onSwapped: (notice: string) => void }) {
  const swap = useSwapSubscription();
  const others = MEMBERSHIP_SWAP_OPTIONS.filter((o) => o.value !== sub.slug);
  const [picked, setChoice] = useState<string>(others[0]?.value ?? '');
  // After a swap the list of other types changes: fall back to the first of them.
  const choice = others.some((o) => o.value === picked) ? picked : (others[0]?.value ?? '');
  const [confirming, setConfirming] = useState(false);
  if (!canSwap(sub) || others.length === 0) return null;
  const label = MEMBERSHIP_SWAP_OPTIONS.find((o) => o.value === choice)?.label ?? choice;

  async function confirm() {
    setConfirming(false);
    try {
      const updated = await swap.mutateAsync(choice);
      onSwapped(`Your membership is now ${updated.name}. The new price applies from your next charge.`);
    } catch {
      // shown beside the choice
    }
  }

  return (
    <div className={styles.swap}>
      <Select
        label="Change membership type"
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value);
          swap.reset();
        }}
        error={swap.isError ? errorMessage(swap.error) : undefined}
      >
        {others.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <div>
        <Button variant="secondary" loading={swap.isPending} loadingLabel="Changing your membership…" onClick={() => setConfirming(true)}>
          Change membership
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Change to ${label}?`}
        footer={
          <>
            <Button onClick={() => void confirm()}>Yes, change it</Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep {sub.name}
            </Button>
          </>
        }
      >
        <p>
          Your membership changes from {sub.name} to {label}. The new price applies from your next charge
          {sub.next_charge_at ? ` on ${formatDisplayDate(sub.next_charge_at)}` : ''}; the date stays the same.
        </p>
      </Modal>
    </div>
  );
}
