// @flora/shared/widgets — the kit's parts a patient's first page (My Tests) does not paint: the
// dialog, the side panel, the data list, the checkbox and the select, the narrow-screen hook and
// copying to the clipboard. An entry of its own, loaded with the first page or action that uses one.
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { SidePanel } from './side-panel';
export type { SidePanelProps } from './side-panel';
export { DataList } from './data-list';
export type { DataListColumn, DataListProps } from './data-list';
export { Checkbox, checkboxClassName } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { Select } from './select';
export type { SelectProps } from './select';
export { useIsNarrowScreen } from './use-is-narrow-screen';
export { copyToClipboard } from './copy-to-clipboard';
