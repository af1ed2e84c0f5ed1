import { Modal, type ModalProps } from './modal';

export type SidePanelProps = Omit<ModalProps, 'placement'>;

/**
 * A drawer (the cart): a modal dialog that slides in from the right edge, full width below 600 px,
 * still when reduced motion is asked for. The Modal's side placement under a name of its own, so
 * the focus trap, Escape, focus return, labelling and styles exist once.
 */
export function SidePanel(props: SidePanelProps) {
  return <Modal {...props} placement="side" />;
}
