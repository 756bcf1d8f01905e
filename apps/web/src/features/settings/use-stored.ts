/** Settings keep their import path; the hook is shared with other screens from hooks/. */
export { useStored } from '../../hooks/use-stored.ts';
