// The research modal (SPEC §3 researchModalOpen): how the plan is made from her results.
import { Button } from '@flora/shared';
import { Modal } from '@flora/shared/widgets';
import styles from './research-modal.module.css';

export function ResearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="How we built your plan" footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      <div className={styles.text}>
        <p>
          Your lab sorted the bacteria in your sample into a community state type using VALENCIA, a published method that compares
          a sample with thousands of others. Types I, II and V are led by protective Lactobacillus species; type III by
          Lactobacillus iners, which can tip either way; type IV by a mix of bacteria linked with BV and discomfort.
        </p>
        <p>
          Each step in your plan comes from what your own result shows: the type, how much of your sample is protective or
          disruptive, and any condition such as BV or yeast. Research links fiber and fermented foods, gentle hygiene, condoms
          during recovery and vaginal probiotics with more protective bacteria.
        </p>
        <p>
          Your plan is education, not a diagnosis. For treatment, talk to a clinician; a retest shows how your microbiome has
          changed.
        </p>
      </div>
    </Modal>
  );
}
