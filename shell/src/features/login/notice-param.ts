/** The login page's query parameter naming a notice left by another page (@flora/shared's loginWithNotice). */
export const NOTICE_PARAM = 'notice';
