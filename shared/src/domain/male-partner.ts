// Whether a flow is the male-partner one (SPEC §4 male-partner status).

/**
 * A URL names the male-partner flow when it contains 'male-partner', or 'mpt' as a token of its own
 * (between non-alphanumerics, e.g. '/mpt/', '?mpt=1', 'utm=mpt_launch') so words like 'attempt' do not count.
 */
const MALE_PARTNER_URL = /male-partner|(^|[^a-z0-9])mpt($|[^a-z0-9])/i;

export const isMalePartnerUrl = (url: string | null | undefined): boolean => !!url && MALE_PARTNER_URL.test(url);

/** Male partner when the consult type is male-partner or the URL names the male-partner flow. */
export const isMalePartner = ({ consultType, url }: { consultType?: string | null; url?: string | null }): boolean =>
  consultType === 'male-partner' || isMalePartnerUrl(url);
