// Generated from the API's OpenAPI description by `pnpm api-types` (scripts/api-types.mjs).
// Do not edit: change the API's route schemas and regenerate. `npm test` fails when this file is stale.
/* eslint-disable */
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Answers {status: "ok"} when the API and its database answer; 503 {detail} otherwise.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/announcements/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every announcement (staff)
         * @description All announcements, scheduled and withdrawn ones included, newest publication time first, each with its status. Staff only (403 otherwise).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                            published_at: string;
                            /**
                             * @description scheduled: published_at is still ahead; published: patients see it; withdrawn: nobody sees it.
                             * @enum {string}
                             */
                            status: "scheduled" | "published" | "withdrawn";
                            title: string;
                            /** @description When it was last edited (null: never). */
                            updated_at: string | null;
                            /** @description When it was withdrawn (null: not withdrawn). */
                            withdrawn_at: string | null;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Publish an announcement (staff)
         * @description Creates an announcement that every signed-in user sees on My Tests (user-config `announcements`) from published_at (default now) until it is withdrawn or she dismisses it. Bad input: 400 {detail, field}, nothing written. Staff only (403 otherwise). Other API processes show it within 30 s (they keep the list that long).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Plain text, 1-1000 characters, not blank (trimmed). */
                        message: string;
                        /**
                         * Format: date-time
                         * @description When patients start seeing it (ISO 8601 with a time zone). Default on publish: now. A later time schedules it.
                         */
                        published_at?: string;
                        /** @description 1-120 characters, not blank (trimmed). */
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                            published_at: string;
                            /**
                             * @description scheduled: published_at is still ahead; published: patients see it; withdrawn: nobody sees it.
                             * @enum {string}
                             */
                            status: "scheduled" | "published" | "withdrawn";
                            title: string;
                            /** @description When it was last edited (null: never). */
                            updated_at: string | null;
                            /** @description When it was withdrawn (null: not withdrawn). */
                            withdrawn_at: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/announcements/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit an announcement (staff)
         * @description Changes the title, message or publication time (at least one) of an announcement that is not withdrawn; users who dismissed it keep it dismissed. Unknown id: 404; withdrawn: 409. Bad input: 400 {detail, field}, nothing written. Staff only (403 otherwise).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Plain text, 1-1000 characters, not blank (trimmed). */
                        message?: string;
                        /**
                         * Format: date-time
                         * @description When patients start seeing it (ISO 8601 with a time zone). Default on publish: now. A later time schedules it.
                         */
                        published_at?: string;
                        /** @description 1-120 characters, not blank (trimmed). */
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                            published_at: string;
                            /**
                             * @description scheduled: published_at is still ahead; published: patients see it; withdrawn: nobody sees it.
                             * @enum {string}
                             */
                            status: "scheduled" | "published" | "withdrawn";
                            title: string;
                            /** @description When it was last edited (null: never). */
                            updated_at: string | null;
                            /** @description When it was withdrawn (null: not withdrawn). */
                            withdrawn_at: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/internal/announcements/{id}/withdraw/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw an announcement (staff)
         * @description Patients stop seeing it (other API processes within 30 s); the back office still lists it as withdrawn. A repeat changes nothing and keeps the first withdrawal time. Unknown id: 404. Staff only (403 otherwise).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                            published_at: string;
                            /**
                             * @description scheduled: published_at is still ahead; published: patients see it; withdrawn: nobody sees it.
                             * @enum {string}
                             */
                            status: "scheduled" | "published" | "withdrawn";
                            title: string;
                            /** @description When it was last edited (null: never). */
                            updated_at: string | null;
                            /** @description When it was withdrawn (null: not withdrawn). */
                            withdrawn_at: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/audit-log/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log of health-data access (staff)
         * @description Every read and write of health data (tests, results, health history, consults, intakes, messages, plans), newest first: who (`actor_user_id`, and `impersonator_user_id` when staff viewed as that user), what (`action`), which object (`object_type`, `object_id`), whose (`subject_user_id`), when (`at`), through which route or CLI command. Filters: `subject` (the email of the user whose data it is), `object_type`, `object_id`, `action`; pages with `before` (an entry id) and `limit` (default 100, at most 500). Append-only: the database refuses to change or delete entries. Staff only: 403 otherwise.
         */
        get: {
            parameters: {
                query?: {
                    action?: "read" | "create" | "update" | "delete";
                    /** @description An entry id (ids are 32-bit). */
                    before?: string;
                    /** @description 1-500, default 100 */
                    limit?: string;
                    object_id?: string;
                    object_type?: string;
                    subject?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            action: "read" | "create" | "update" | "delete";
                            actor_user_id: number | null;
                            at: string;
                            id: number;
                            impersonator_user_id: number | null;
                            object_id: string | null;
                            object_type: string;
                            route: string;
                            subject_user_id: number | null;
                            /** @enum {string} */
                            via: "api" | "cli";
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/consults/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clinician queue (staff)
         * @description Consults in one status (default SU: submitted, waiting for a clinician), the longest waiting first (least recently changed), with the patient and the test. Staff only (403 otherwise). Each listed consult is recorded in the audit log.
         */
        get: {
            parameters: {
                query?: {
                    __impersonate?: string;
                    /** @description Default SU (submitted, waiting to be picked up). */
                    status?: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Who picked it up, if anyone. */
                            clinician_user_id: number | null;
                            created_at: string;
                            patient: {
                                email: string;
                                first_name: string;
                                last_name: string;
                            };
                            status: string;
                            test_hash: string | null;
                            type: string;
                            uid: string;
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/consults/{uid}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One consult as the clinician sees it (staff)
         * @description The consult, its patient and test, the result summary of the test (community state type, infection state, conditions; null until ready), the review (who picked it up, how it ended and why) and the treatment plan (null until built). Unknown uid: 404. Audited as a read of the consult, and of the plan and the test's results when shown.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult: {
                                /** @description The consult has been paid for. */
                                consult_paid: boolean;
                                /** @description Submitted and waiting on a clinician: status SU or PR. */
                                consult_pending: boolean;
                                /** @description The id of the message thread, if one exists. */
                                consultmessagethread: number | null;
                                created_at: string;
                                /** @description Finished for good: status CP, RF, IE or CA. */
                                is_closed: boolean;
                                /** @description Intake not yet submitted: status IN, OR or ST. */
                                is_pre_submit: boolean;
                                /**
                                 * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                                 * @enum {string|null}
                                 */
                                pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                                prescriptions: {
                                    is_disabled_for_refill: boolean;
                                    is_otc_product: boolean;
                                    is_refillable_product: boolean;
                                    product: {
                                        slug: string;
                                    };
                                    refills_remaining: number;
                                }[];
                                /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                                purchase_type: string | null;
                                /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                                ready_for_refills: boolean;
                                selected_treatments: {
                                    slug: string;
                                }[];
                                /** @description Submitted and not finished: status SU, PR, ER or ID. */
                                show_consult_in_progress: boolean;
                                /**
                                 * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                                 * @enum {string}
                                 */
                                status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                                /** @enum {string} */
                                type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                                uid: string;
                                updated_at: string;
                            };
                            patient: {
                                email: string;
                                first_name: string;
                                last_name: string;
                            };
                            /** @description The result summary of the consult's test (null when the consult has no test or its results are not ready). */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                            } | null;
                            review: {
                                /** @description Null when picked up from the CLI without --clinician. */
                                clinician_user_id: number | null;
                                /** @description When the clinician last completed or ended the consult. */
                                closed_at: string | null;
                                /** @description The reason given when ending it. */
                                outcome_reason: string | null;
                                /** @description CP, or the status it was ended with (ER, RF, IE, ID, CA). */
                                outcome_status: string | null;
                                picked_up_at: string | null;
                            } | null;
                            test_hash: string | null;
                            treatment_plan: {
                                consult_uid: string;
                                /**
                                 * Format: date
                                 * @description The last day of the retest week, after paused days; null without a start date.
                                 */
                                end_date: string | null;
                                interruptions: {
                                    consult_uid: string;
                                    days: number;
                                    /**
                                     * Format: date
                                     * @description The last paused day.
                                     */
                                    end_date: string;
                                    id: number;
                                    /** Format: date */
                                    start_date: string;
                                }[];
                                /** @description The number of weeks; the last one is the retest week. */
                                last_treatment_week: number;
                                /** @description Total days of the interruptions. */
                                paused_days: number;
                                /**
                                 * Format: date
                                 * @description The treatment start date; null until the patient sets it.
                                 */
                                start_date: string | null;
                                treatment_schedule: {
                                    /**
                                     * Format: date
                                     * @description Last day of the week: start_date plus six days (the retest week: pausing_end_date).
                                     */
                                    end_date: string | null;
                                    is_retest_week: boolean;
                                    /**
                                     * Format: date
                                     * @description Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.
                                     */
                                    pausing_end_date: string | null;
                                    /**
                                     * Format: date
                                     * @description First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.
                                     */
                                    pausing_start_date: string | null;
                                    prescriptions: {
                                        adjustment_reason: string | null;
                                        /** @enum {string|null} */
                                        adjustment_type: "skip" | "reschedule" | null;
                                        /** @description Taken as needed rather than on a fixed schedule. */
                                        as_needed: boolean;
                                        /** @description The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/). */
                                        id: number;
                                        /** @description The product's name (the slug when the catalogue has no such product). */
                                        name: string;
                                        /** @description The week the clinician planned (differs from week after a reschedule). */
                                        original_week: number;
                                        /** @description SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false). */
                                        pauses_during_period: boolean;
                                        /** @description The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4. */
                                        slug: string;
                                        week: number;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.
                                     */
                                    start_date: string | null;
                                    /** @description Week 1 is the initial check-in; the last week is the final retest. */
                                    week: number;
                                }[];
                            } | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/consults/{uid}/complete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a consult (staff)
         * @description PR -> CP. Refused (409) without prescriptions, and for a vaginitis or ungated-rx consult without a treatment plan (sti and male-partner consults have no calendar). Status changes follow the consult state machine of consult-status.ts (SU -> PR -> CP; a submitted or in-progress consult may end as ER, RF, IE, ID or CA; an ER consult may be picked up again or ended as RF, IE or CA): an illegal move answers 409 with the allowed next statuses.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult: {
                                /** @description The consult has been paid for. */
                                consult_paid: boolean;
                                /** @description Submitted and waiting on a clinician: status SU or PR. */
                                consult_pending: boolean;
                                /** @description The id of the message thread, if one exists. */
                                consultmessagethread: number | null;
                                created_at: string;
                                /** @description Finished for good: status CP, RF, IE or CA. */
                                is_closed: boolean;
                                /** @description Intake not yet submitted: status IN, OR or ST. */
                                is_pre_submit: boolean;
                                /**
                                 * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                                 * @enum {string|null}
                                 */
                                pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                                prescriptions: {
                                    is_disabled_for_refill: boolean;
                                    is_otc_product: boolean;
                                    is_refillable_product: boolean;
                                    product: {
                                        slug: string;
                                    };
                                    refills_remaining: number;
                                }[];
                                /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                                purchase_type: string | null;
                                /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                                ready_for_refills: boolean;
                                selected_treatments: {
                                    slug: string;
                                }[];
                                /** @description Submitted and not finished: status SU, PR, ER or ID. */
                                show_consult_in_progress: boolean;
                                /**
                                 * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                                 * @enum {string}
                                 */
                                status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                                /** @enum {string} */
                                type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                                uid: string;
                                updated_at: string;
                            };
                            patient: {
                                email: string;
                                first_name: string;
                                last_name: string;
                            };
                            /** @description The result summary of the consult's test (null when the consult has no test or its results are not ready). */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                            } | null;
                            review: {
                                /** @description Null when picked up from the CLI without --clinician. */
                                clinician_user_id: number | null;
                                /** @description When the clinician last completed or ended the consult. */
                                closed_at: string | null;
                                /** @description The reason given when ending it. */
                                outcome_reason: string | null;
                                /** @description CP, or the status it was ended with (ER, RF, IE, ID, CA). */
                                outcome_status: string | null;
                                picked_up_at: string | null;
                            } | null;
                            test_hash: string | null;
                            treatment_plan: {
                                consult_uid: string;
                                /**
                                 * Format: date
                                 * @description The last day of the retest week, after paused days; null without a start date.
                                 */
                                end_date: string | null;
                                interruptions: {
                                    consult_uid: string;
                                    days: number;
                                    /**
                                     * Format: date
                                     * @description The last paused day.
                                     */
                                    end_date: string;
                                    id: number;
                                    /** Format: date */
                                    start_date: string;
                                }[];
                                /** @description The number of weeks; the last one is the retest week. */
                                last_treatment_week: number;
                                /** @description Total days of the interruptions. */
                                paused_days: number;
                                /**
                                 * Format: date
                                 * @description The treatment start date; null until the patient sets it.
                                 */
                                start_date: string | null;
                                treatment_schedule: {
                                    /**
                                     * Format: date
                                     * @description Last day of the week: start_date plus six days (the retest week: pausing_end_date).
                                     */
                                    end_date: string | null;
                                    is_retest_week: boolean;
                                    /**
                                     * Format: date
                                     * @description Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.
                                     */
                                    pausing_end_date: string | null;
                                    /**
                                     * Format: date
                                     * @description First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.
                                     */
                                    pausing_start_date: string | null;
                                    prescriptions: {
                                        adjustment_reason: string | null;
                                        /** @enum {string|null} */
                                        adjustment_type: "skip" | "reschedule" | null;
                                        /** @description Taken as needed rather than on a fixed schedule. */
                                        as_needed: boolean;
                                        /** @description The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/). */
                                        id: number;
                                        /** @description The product's name (the slug when the catalogue has no such product). */
                                        name: string;
                                        /** @description The week the clinician planned (differs from week after a reschedule). */
                                        original_week: number;
                                        /** @description SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false). */
                                        pauses_during_period: boolean;
                                        /** @description The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4. */
                                        slug: string;
                                        week: number;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.
                                     */
                                    start_date: string | null;
                                    /** @description Week 1 is the initial check-in; the last week is the final retest. */
                                    week: number;
                                }[];
                            } | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/consults/{uid}/end/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a consult with another outcome (staff)
         * @description Moves the consult to ER (error: something for the patient to fix), RF (referred out), IE (ineligible), ID (ID verification failed) or CA (cancelled), storing the reason (shown in review.outcome_reason). Status changes follow the consult state machine of consult-status.ts (SU -> PR -> CP; a submitted or in-progress consult may end as ER, RF, IE, ID or CA; an ER consult may be picked up again or ended as RF, IE or CA): an illegal move answers 409 with the allowed next statuses.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                        /**
                         * @description ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                         * @enum {string}
                         */
                        status: "ER" | "RF" | "IE" | "ID" | "CA";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult: {
                                /** @description The consult has been paid for. */
                                consult_paid: boolean;
                                /** @description Submitted and waiting on a clinician: status SU or PR. */
                                consult_pending: boolean;
                                /** @description The id of the message thread, if one exists. */
                                consultmessagethread: number | null;
                                created_at: string;
                                /** @description Finished for good: status CP, RF, IE or CA. */
                                is_closed: boolean;
                                /** @description Intake not yet submitted: status IN, OR or ST. */
                                is_pre_submit: boolean;
                                /**
                                 * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                                 * @enum {string|null}
                                 */
                                pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                                prescriptions: {
                                    is_disabled_for_refill: boolean;
                                    is_otc_product: boolean;
                                    is_refillable_product: boolean;
                                    product: {
                                        slug: string;
                                    };
                                    refills_remaining: number;
                                }[];
                                /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                                purchase_type: string | null;
                                /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                                ready_for_refills: boolean;
                                selected_treatments: {
                                    slug: string;
                                }[];
                                /** @description Submitted and not finished: status SU, PR, ER or ID. */
                                show_consult_in_progress: boolean;
                                /**
                                 * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                                 * @enum {string}
                                 */
                                status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                                /** @enum {string} */
                                type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                                uid: string;
                                updated_at: string;
                            };
                            patient: {
                                email: string;
                                first_name: string;
                                last_name: string;
                            };
                            /** @description The result summary of the consult's test (null when the consult has no test or its results are not ready). */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                            } | null;
                            review: {
                                /** @description Null when picked up from the CLI without --clinician. */
                                clinician_user_id: number | null;
                                /** @description When the clinician last completed or ended the consult. */
                                closed_at: string | null;
                                /** @description The reason given when ending it. */
                                outcome_reason: string | null;
                                /** @description CP, or the status it was ended with (ER, RF, IE, ID, CA). */
                                outcome_status: string | null;
                                picked_up_at: string | null;
                            } | null;
                            test_hash: string | null;
                            treatment_plan: {
                                consult_uid: string;
                                /**
                                 * Format: date
                                 * @description The last day of the retest week, after paused days; null without a start date.
                                 */
                                end_date: string | null;
                                interruptions: {
                                    consult_uid: string;
                                    days: number;
                                    /**
                                     * Format: date
                                     * @description The last paused day.
                                     */
                                    end_date: string;
                                    id: number;
                                    /** Format: date */
                                    start_date: string;
                                }[];
                                /** @description The number of weeks; the last one is the retest week. */
                                last_treatment_week: number;
                                /** @description Total days of the interruptions. */
                                paused_days: number;
                                /**
                                 * Format: date
                                 * @description The treatment start date; null until the patient sets it.
                                 */
                                start_date: string | null;
                                treatment_schedule: {
                                    /**
                                     * Format: date
                                     * @description Last day of the week: start_date plus six days (the retest week: pausing_end_date).
                                     */
                                    end_date: string | null;
                                    is_retest_week: boolean;
                                    /**
                                     * Format: date
                                     * @description Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.
                                     */
                                    pausing_end_date: string | null;
                                    /**
                                     * Format: date
                                     * @description First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.
                                     */
                                    pausing_start_date: string | null;
                                    prescriptions: {
                                        adjustment_reason: string | null;
                                        /** @enum {string|null} */
                                        adjustment_type: "skip" | "reschedule" | null;
                                        /** @description Taken as needed rather than on a fixed schedule. */
                                        as_needed: boolean;
                                        /** @description The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/). */
                                        id: number;
                                        /** @description The product's name (the slug when the catalogue has no such product). */
                                        name: string;
                                        /** @description The week the clinician planned (differs from week after a reschedule). */
                                        original_week: number;
                                        /** @description SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false). */
                                        pauses_during_period: boolean;
                                        /** @description The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4. */
                                        slug: string;
                                        week: number;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.
                                     */
                                    start_date: string | null;
                                    /** @description Week 1 is the initial check-in; the last week is the final retest. */
                                    week: number;
                                }[];
                            } | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/consults/{uid}/intake/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A consult's intake as the patient filled it in (staff)
         * @description The answers, consents and submission time of the consult's intake, in the shape the patient's own GET /api/v1/consult-intake/{id}/ answers (a submitted intake has no missing fields). Decision (not shown in SPEC): the clinician reads it here, beside the consult, rather than through the patient's route. Unknown uid: 404; a consult without an intake: 404 'This consult has no intake yet.'. Audited as a read of the intake, whose subject is the patient.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Anything else the clinician should know (optional). */
                            additional_notes: string | null;
                            /** @description Shipping address. */
                            address_line1: string | null;
                            /** @description Shipping address, second line (optional). */
                            address_line2: string | null;
                            /** @description Set by POST .../agree_to_terms/. */
                            agreed_to_terms_at: string | null;
                            /** @description The allergies and reactions; required when has_allergies is true. */
                            allergies: string | null;
                            breastfeeding: boolean | null;
                            /** @description Shipping address. */
                            city: string | null;
                            /** @description Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner). */
                            consented_to_not_trying_to_conceive_at: string | null;
                            /** @description Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults). */
                            consented_to_ungated_rx_terms_at: string | null;
                            /** @enum {string} */
                            consult_type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            consult_uid: string;
                            created_at: string;
                            /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                            current_medication_ids: number[] | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                             */
                            date_of_birth: string | null;
                            /** @description Any medication allergies. false clears allergies. */
                            has_allergies: boolean | null;
                            id: number;
                            /** @description What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted. */
                            missing_for_submit: string[];
                            /** @description Medications or supplements not in the catalogue. */
                            other_medications: string | null;
                            /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                            pharmacy_id: number | null;
                            /** @description Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back. */
                            photo_id_uploaded: boolean;
                            /** @description When the current photo ID was uploaded (null: none yet). */
                            photo_id_uploaded_at: string | null;
                            /** @enum {string|null} */
                            pregnancy_status: "not_pregnant" | "pregnant" | "not_sure" | null;
                            /**
                             * @description Asked on male-partner intakes (required there).
                             * @enum {string|null}
                             */
                            sex_assigned_at_birth: "female" | "male" | "intersex" | null;
                            /**
                             * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                             * @enum {string|null}
                             */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                            submitted_at: string | null;
                            /**
                             * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                             * @enum {string|null}
                             */
                            symptom_duration: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                            /** @description Current symptoms; [] means no symptoms. */
                            symptoms: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                            updated_at: string;
                            /** @description 12345 or 12345-6789. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/consults/{uid}/messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A consult's messages (clinician, staff)
         * @description The thread of any consult as the patient's own route answers it (newest first; same `limit` and `before` pages): for the clinician reviewing the consult. No thread yet: []. Unknown consult: 404. Staff only: 403 otherwise. Audited: a read of each message answered, with the patient as the subject.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                    /** @description A message id (at most 9 digits). */
                    before?: string;
                    /** @description 1-200, default 100 */
                    limit?: string;
                };
                header?: never;
                path: {
                    /** @description The consult uid. */
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                /** @description First name and last initial, e.g. "Dana D.". */
                                name: string;
                                /** @enum {string} */
                                role: "patient" | "clinician";
                            };
                            body: string;
                            created_at: string;
                            /** @description Increasing with time: the cursor of `before`. */
                            id: number;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Answer a patient on a consult (clinician, staff)
         * @description Adds a clinician message, signed by the calling staff member, to any consult (creating its thread if needed): 201 with the message. Same body rules as the patient route. Unknown consult: 404. Staff only: 403 otherwise. Audited (create, with the patient as the subject).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The consult uid. */
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1-5000 characters; trimmed; may not be blank. */
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                /** @description First name and last initial, e.g. "Dana D.". */
                                name: string;
                                /** @enum {string} */
                                role: "patient" | "clinician";
                            };
                            body: string;
                            created_at: string;
                            /** @description Increasing with time: the cursor of `before`. */
                            id: number;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/consults/{uid}/photo-id/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The photo of a consult's patient's ID (staff)
         * @description The image the patient uploaded on the consult's intake, as stored: re-encoded on upload, without metadata (Content-Type image/jpeg or image/png; image/heic for a photo stored before re-encoding). Served inline under Content-Security-Policy "sandbox; default-src 'none'", X-Content-Type-Options nosniff and Cache-Control no-store: for the clinician to verify the identity (an unverifiable ID ends the consult as ID, and the patient reuploads). Staff only (403 otherwise; the patient never gets the file back). Unknown uid, no intake or no photo: 404. Audited as a read of the photo_id, whose subject is the patient.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image bytes. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/heic": string;
                        "image/jpeg": string;
                        "image/png": string;
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/consults/{uid}/pick-up/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick up a submitted consult (staff)
         * @description SU -> PR, recording the signed-in staff member as the clinician. Status changes follow the consult state machine of consult-status.ts (SU -> PR -> CP; a submitted or in-progress consult may end as ER, RF, IE, ID or CA; an ER consult may be picked up again or ended as RF, IE or CA): an illegal move answers 409 with the allowed next statuses.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult: {
                                /** @description The consult has been paid for. */
                                consult_paid: boolean;
                                /** @description Submitted and waiting on a clinician: status SU or PR. */
                                consult_pending: boolean;
                                /** @description The id of the message thread, if one exists. */
                                consultmessagethread: number | null;
                                created_at: string;
                                /** @description Finished for good: status CP, RF, IE or CA. */
                                is_closed: boolean;
                                /** @description Intake not yet submitted: status IN, OR or ST. */
                                is_pre_submit: boolean;
                                /**
                                 * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                                 * @enum {string|null}
                                 */
                                pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                                prescriptions: {
                                    is_disabled_for_refill: boolean;
                                    is_otc_product: boolean;
                                    is_refillable_product: boolean;
                                    product: {
                                        slug: string;
                                    };
                                    refills_remaining: number;
                                }[];
                                /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                                purchase_type: string | null;
                                /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                                ready_for_refills: boolean;
                                selected_treatments: {
                                    slug: string;
                                }[];
                                /** @description Submitted and not finished: status SU, PR, ER or ID. */
                                show_consult_in_progress: boolean;
                                /**
                                 * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                                 * @enum {string}
                                 */
                                status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                                /** @enum {string} */
                                type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                                uid: string;
                                updated_at: string;
                            };
                            patient: {
                                email: string;
                                first_name: string;
                                last_name: string;
                            };
                            /** @description The result summary of the consult's test (null when the consult has no test or its results are not ready). */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                            } | null;
                            review: {
                                /** @description Null when picked up from the CLI without --clinician. */
                                clinician_user_id: number | null;
                                /** @description When the clinician last completed or ended the consult. */
                                closed_at: string | null;
                                /** @description The reason given when ending it. */
                                outcome_reason: string | null;
                                /** @description CP, or the status it was ended with (ER, RF, IE, ID, CA). */
                                outcome_status: string | null;
                                picked_up_at: string | null;
                            } | null;
                            test_hash: string | null;
                            treatment_plan: {
                                consult_uid: string;
                                /**
                                 * Format: date
                                 * @description The last day of the retest week, after paused days; null without a start date.
                                 */
                                end_date: string | null;
                                interruptions: {
                                    consult_uid: string;
                                    days: number;
                                    /**
                                     * Format: date
                                     * @description The last paused day.
                                     */
                                    end_date: string;
                                    id: number;
                                    /** Format: date */
                                    start_date: string;
                                }[];
                                /** @description The number of weeks; the last one is the retest week. */
                                last_treatment_week: number;
                                /** @description Total days of the interruptions. */
                                paused_days: number;
                                /**
                                 * Format: date
                                 * @description The treatment start date; null until the patient sets it.
                                 */
                                start_date: string | null;
                                treatment_schedule: {
                                    /**
                                     * Format: date
                                     * @description Last day of the week: start_date plus six days (the retest week: pausing_end_date).
                                     */
                                    end_date: string | null;
                                    is_retest_week: boolean;
                                    /**
                                     * Format: date
                                     * @description Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.
                                     */
                                    pausing_end_date: string | null;
                                    /**
                                     * Format: date
                                     * @description First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.
                                     */
                                    pausing_start_date: string | null;
                                    prescriptions: {
                                        adjustment_reason: string | null;
                                        /** @enum {string|null} */
                                        adjustment_type: "skip" | "reschedule" | null;
                                        /** @description Taken as needed rather than on a fixed schedule. */
                                        as_needed: boolean;
                                        /** @description The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/). */
                                        id: number;
                                        /** @description The product's name (the slug when the catalogue has no such product). */
                                        name: string;
                                        /** @description The week the clinician planned (differs from week after a reschedule). */
                                        original_week: number;
                                        /** @description SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false). */
                                        pauses_during_period: boolean;
                                        /** @description The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4. */
                                        slug: string;
                                        week: number;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.
                                     */
                                    start_date: string | null;
                                    /** @description Week 1 is the initial check-in; the last week is the final retest. */
                                    week: number;
                                }[];
                            } | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/consults/{uid}/prescriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Prescribe (staff)
         * @description Replaces the prescriptions of a consult in progress (PR; 409 otherwise): 1-10 distinct catalogue products of kind treatment or routine essential (400 otherwise), each with its refill count (0-11; above 0 makes it refillable), is_otc_product and is_disabled_for_refill (both default false).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        prescriptions: {
                            /** @default false */
                            is_disabled_for_refill?: boolean;
                            /** @default false */
                            is_otc_product?: boolean;
                            product_slug: string;
                            /** @description Refills allowed; above 0 makes it refillable. */
                            refills: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult: {
                                /** @description The consult has been paid for. */
                                consult_paid: boolean;
                                /** @description Submitted and waiting on a clinician: status SU or PR. */
                                consult_pending: boolean;
                                /** @description The id of the message thread, if one exists. */
                                consultmessagethread: number | null;
                                created_at: string;
                                /** @description Finished for good: status CP, RF, IE or CA. */
                                is_closed: boolean;
                                /** @description Intake not yet submitted: status IN, OR or ST. */
                                is_pre_submit: boolean;
                                /**
                                 * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                                 * @enum {string|null}
                                 */
                                pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                                prescriptions: {
                                    is_disabled_for_refill: boolean;
                                    is_otc_product: boolean;
                                    is_refillable_product: boolean;
                                    product: {
                                        slug: string;
                                    };
                                    refills_remaining: number;
                                }[];
                                /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                                purchase_type: string | null;
                                /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                                ready_for_refills: boolean;
                                selected_treatments: {
                                    slug: string;
                                }[];
                                /** @description Submitted and not finished: status SU, PR, ER or ID. */
                                show_consult_in_progress: boolean;
                                /**
                                 * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                                 * @enum {string}
                                 */
                                status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                                /** @enum {string} */
                                type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                                uid: string;
                                updated_at: string;
                            };
                            patient: {
                                email: string;
                                first_name: string;
                                last_name: string;
                            };
                            /** @description The result summary of the consult's test (null when the consult has no test or its results are not ready). */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                            } | null;
                            review: {
                                /** @description Null when picked up from the CLI without --clinician. */
                                clinician_user_id: number | null;
                                /** @description When the clinician last completed or ended the consult. */
                                closed_at: string | null;
                                /** @description The reason given when ending it. */
                                outcome_reason: string | null;
                                /** @description CP, or the status it was ended with (ER, RF, IE, ID, CA). */
                                outcome_status: string | null;
                                picked_up_at: string | null;
                            } | null;
                            test_hash: string | null;
                            treatment_plan: {
                                consult_uid: string;
                                /**
                                 * Format: date
                                 * @description The last day of the retest week, after paused days; null without a start date.
                                 */
                                end_date: string | null;
                                interruptions: {
                                    consult_uid: string;
                                    days: number;
                                    /**
                                     * Format: date
                                     * @description The last paused day.
                                     */
                                    end_date: string;
                                    id: number;
                                    /** Format: date */
                                    start_date: string;
                                }[];
                                /** @description The number of weeks; the last one is the retest week. */
                                last_treatment_week: number;
                                /** @description Total days of the interruptions. */
                                paused_days: number;
                                /**
                                 * Format: date
                                 * @description The treatment start date; null until the patient sets it.
                                 */
                                start_date: string | null;
                                treatment_schedule: {
                                    /**
                                     * Format: date
                                     * @description Last day of the week: start_date plus six days (the retest week: pausing_end_date).
                                     */
                                    end_date: string | null;
                                    is_retest_week: boolean;
                                    /**
                                     * Format: date
                                     * @description Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.
                                     */
                                    pausing_end_date: string | null;
                                    /**
                                     * Format: date
                                     * @description First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.
                                     */
                                    pausing_start_date: string | null;
                                    prescriptions: {
                                        adjustment_reason: string | null;
                                        /** @enum {string|null} */
                                        adjustment_type: "skip" | "reschedule" | null;
                                        /** @description Taken as needed rather than on a fixed schedule. */
                                        as_needed: boolean;
                                        /** @description The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/). */
                                        id: number;
                                        /** @description The product's name (the slug when the catalogue has no such product). */
                                        name: string;
                                        /** @description The week the clinician planned (differs from week after a reschedule). */
                                        original_week: number;
                                        /** @description SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false). */
                                        pauses_during_period: boolean;
                                        /** @description The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4. */
                                        slug: string;
                                        week: number;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.
                                     */
                                    start_date: string | null;
                                    /** @description Week 1 is the initial check-in; the last week is the final retest. */
                                    week: number;
                                }[];
                            } | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/consults/{uid}/treatment-plan/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Build the treatment plan calendar (staff)
         * @description Creates or replaces the calendar of a consult in progress (PR; 409 otherwise): last_treatment_week weeks (2-16; the last is the retest week) and, per week 1..last_treatment_week, the products to take by slug (e.g. est-1, soo-3, af-1, af-3, ba-14, op-4), optionally as_needed. A treatment must be prescribed on the consult first; a routine essential (the probiotic op-4) need not be (400 otherwise). Replacing a plan discards the patient's adjustments and interruptions (the patient only sees the plan once the consult is complete).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Number of weeks; the last is the retest week. */
                        last_treatment_week: number;
                        treatment_schedule: {
                            prescriptions: {
                                /** @default false */
                                as_needed?: boolean;
                                slug: string;
                            }[];
                            week: number;
                        }[];
                        /**
                         * Format: date
                         * @description Usually left null: the patient chooses it.
                         */
                        treatment_start_date?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult: {
                                /** @description The consult has been paid for. */
                                consult_paid: boolean;
                                /** @description Submitted and waiting on a clinician: status SU or PR. */
                                consult_pending: boolean;
                                /** @description The id of the message thread, if one exists. */
                                consultmessagethread: number | null;
                                created_at: string;
                                /** @description Finished for good: status CP, RF, IE or CA. */
                                is_closed: boolean;
                                /** @description Intake not yet submitted: status IN, OR or ST. */
                                is_pre_submit: boolean;
                                /**
                                 * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                                 * @enum {string|null}
                                 */
                                pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                                prescriptions: {
                                    is_disabled_for_refill: boolean;
                                    is_otc_product: boolean;
                                    is_refillable_product: boolean;
                                    product: {
                                        slug: string;
                                    };
                                    refills_remaining: number;
                                }[];
                                /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                                purchase_type: string | null;
                                /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                                ready_for_refills: boolean;
                                selected_treatments: {
                                    slug: string;
                                }[];
                                /** @description Submitted and not finished: status SU, PR, ER or ID. */
                                show_consult_in_progress: boolean;
                                /**
                                 * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                                 * @enum {string}
                                 */
                                status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                                /** @enum {string} */
                                type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                                uid: string;
                                updated_at: string;
                            };
                            patient: {
                                email: string;
                                first_name: string;
                                last_name: string;
                            };
                            /** @description The result summary of the consult's test (null when the consult has no test or its results are not ready). */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                            } | null;
                            review: {
                                /** @description Null when picked up from the CLI without --clinician. */
                                clinician_user_id: number | null;
                                /** @description When the clinician last completed or ended the consult. */
                                closed_at: string | null;
                                /** @description The reason given when ending it. */
                                outcome_reason: string | null;
                                /** @description CP, or the status it was ended with (ER, RF, IE, ID, CA). */
                                outcome_status: string | null;
                                picked_up_at: string | null;
                            } | null;
                            test_hash: string | null;
                            treatment_plan: {
                                consult_uid: string;
                                /**
                                 * Format: date
                                 * @description The last day of the retest week, after paused days; null without a start date.
                                 */
                                end_date: string | null;
                                interruptions: {
                                    consult_uid: string;
                                    days: number;
                                    /**
                                     * Format: date
                                     * @description The last paused day.
                                     */
                                    end_date: string;
                                    id: number;
                                    /** Format: date */
                                    start_date: string;
                                }[];
                                /** @description The number of weeks; the last one is the retest week. */
                                last_treatment_week: number;
                                /** @description Total days of the interruptions. */
                                paused_days: number;
                                /**
                                 * Format: date
                                 * @description The treatment start date; null until the patient sets it.
                                 */
                                start_date: string | null;
                                treatment_schedule: {
                                    /**
                                     * Format: date
                                     * @description Last day of the week: start_date plus six days (the retest week: pausing_end_date).
                                     */
                                    end_date: string | null;
                                    is_retest_week: boolean;
                                    /**
                                     * Format: date
                                     * @description Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.
                                     */
                                    pausing_end_date: string | null;
                                    /**
                                     * Format: date
                                     * @description First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.
                                     */
                                    pausing_start_date: string | null;
                                    prescriptions: {
                                        adjustment_reason: string | null;
                                        /** @enum {string|null} */
                                        adjustment_type: "skip" | "reschedule" | null;
                                        /** @description Taken as needed rather than on a fixed schedule. */
                                        as_needed: boolean;
                                        /** @description The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/). */
                                        id: number;
                                        /** @description The product's name (the slug when the catalogue has no such product). */
                                        name: string;
                                        /** @description The week the clinician planned (differs from week after a reschedule). */
                                        original_week: number;
                                        /** @description SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false). */
                                        pauses_during_period: boolean;
                                        /** @description The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4. */
                                        slug: string;
                                        week: number;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.
                                     */
                                    start_date: string | null;
                                    /** @description Week 1 is the initial check-in; the last week is the final retest. */
                                    week: number;
                                }[];
                            } | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/clinician/prescribables/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a clinician may prescribe (staff)
         * @description The active treatments and routine essentials of the catalogue, in catalogue order, with the slug that PUT prescriptions/ and treatment-plan/ take. Staff only (403 otherwise). Not audited: no patient data.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description A treatment must be prescribed before it goes on a plan; a routine essential need not be.
                             * @enum {string}
                             */
                            kind: "treatment" | "routine-essential";
                            name: string;
                            /** @description What prescriptions and plan weeks name it by (e.g. est-1, op-4). */
                            slug: string;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/coaching/slots/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coaching call times (staff)
         * @description Every time not removed, from a day ago on, soonest first (at most 200), each with the booking holding it and the patient (null: open). Staff only (403 otherwise).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The booking holding this time (null: open). */
                            booking: {
                                id: number;
                                /** @enum {string} */
                                kind: "free" | "paid";
                                patient: {
                                    email: string;
                                    first_name: string;
                                    last_name: string;
                                };
                            } | null;
                            duration_minutes: number;
                            ends_at: string;
                            id: number;
                            /** @description ISO 8601, UTC. */
                            starts_at: string;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Publish a coaching call time (staff)
         * @description Adds an open time patients can book: starts_at in the future (400 otherwise), duration_minutes 15-120 (default 30). A time that already starts then: 409. Staff only (403 otherwise). Answers 201.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        duration_minutes?: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 with a time zone.
                         */
                        starts_at: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The booking holding this time (null: open). */
                            booking: {
                                id: number;
                                /** @enum {string} */
                                kind: "free" | "paid";
                                patient: {
                                    email: string;
                                    first_name: string;
                                    last_name: string;
                                };
                            } | null;
                            duration_minutes: number;
                            ends_at: string;
                            id: number;
                            /** @description ISO 8601, UTC. */
                            starts_at: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/coaching/slots/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a coaching call time (staff)
         * @description Removes an open time nobody has booked (a booked one: 409; the patient moves or cancels it). Unknown or already removed: 404. Staff only (403 otherwise). Answers 204.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/lab/tests/{hash}/receive/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The lab received the sample (staff)
         * @description Moves the test from `activated` to `received` and stamps received_at. A test moves activated -> received -> ready only, one step at a time: anything else is 409 {detail}. Unknown hash: 404. Empty body. Staff only (403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            /** @description When the user gave consent (POST .../consent/). */
                            consented_at: string | null;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            /** @description The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}). */
                            expanded_pcr_panel: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            /** @description The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/. */
                            lab_order_intake_id: number | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description A provider ordered this test for the user. */
                            ordered_by_provider: boolean;
                            /** @description The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff. */
                            pcr_findings: {
                                detected: boolean;
                                /** @description How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium). */
                                name: string;
                                /** @enum {string} */
                                target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                            }[] | null;
                            /** @description The user released the results to the test's provider. */
                            provider_release: boolean;
                            /** @description When the lab logged the sample. */
                            received_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            /** @description Null until the test is ready. */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                disruptive_percent: number;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                protective_percent: number;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            } | null;
                            results_ready_at: string | null;
                            /** @description The vaginal pH the user read at sampling (3.0-8.0). */
                            sample_ph: number | null;
                            /** @description When the user recorded the sample (POST .../sample/). */
                            sample_taken_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            /** @description The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none. */
                            sti_consult: {
                                /** @description Its intake is not submitted yet (IN, OR, ST). */
                                is_pre_submit: boolean;
                                /** @description SPEC §4 status code. */
                                status: string;
                                uid: string;
                            } | null;
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/lab/tests/{hash}/results/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The lab reports the result (staff)
         * @description Records the VALENCIA type and the microbes behind it and moves the test from `received` to `ready` (409 from any other status). Microbes: 1-60, distinct names, relative abundance in percent (0-100), together at most 100 (0.5 allowed for rounding) and at least 50 (a lower total is shares sent as fractions, 0-1): 400 otherwise. The result sets the test's care flags: BV (CST IV-A/IV-B) -> eligible for care (program bv-treatment-program, $159) and a-la-care; Yeast (a Candida species at 1% or more) -> a-la-care; otherwise not eligible, with a reason. `pcr_findings` (optional): the findings of the STI + expanded PCR panel, reported with the results and written in the same transaction — only for a test whose panel was bought (expanded_pcr_panel; 409 otherwise, nothing written), and whole: each of chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium exactly once, detected true or false (an unknown target, a repeated or a missing one: 400 {detail, field}). Without them, a test with the panel shows its findings as pending (pcr_findings null). Staff only (403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        microbes: {
                            /** @enum {string} */
                            classification: "protective" | "disruptive" | "variable";
                            name: string;
                            relative_abundance: number;
                        }[];
                        pcr_findings?: {
                            detected: boolean;
                            /** @enum {string} */
                            target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                        }[];
                        /** @enum {string} */
                        valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            /** @description When the user gave consent (POST .../consent/). */
                            consented_at: string | null;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            /** @description The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}). */
                            expanded_pcr_panel: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            /** @description The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/. */
                            lab_order_intake_id: number | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description A provider ordered this test for the user. */
                            ordered_by_provider: boolean;
                            /** @description The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff. */
                            pcr_findings: {
                                detected: boolean;
                                /** @description How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium). */
                                name: string;
                                /** @enum {string} */
                                target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                            }[] | null;
                            /** @description The user released the results to the test's provider. */
                            provider_release: boolean;
                            /** @description When the lab logged the sample. */
                            received_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            /** @description Null until the test is ready. */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                disruptive_percent: number;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                protective_percent: number;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            } | null;
                            results_ready_at: string | null;
                            /** @description The vaginal pH the user read at sampling (3.0-8.0). */
                            sample_ph: number | null;
                            /** @description When the user recorded the sample (POST .../sample/). */
                            sample_taken_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            /** @description The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none. */
                            sti_consult: {
                                /** @description Its intake is not submitted yet (IN, OR, ST). */
                                is_pre_submit: boolean;
                                /** @description SPEC §4 status code. */
                                status: string;
                                uid: string;
                            } | null;
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/outbox/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the email outbox (staff)
         * @description The emails the API has written to its outbox, newest first (at most `limit`, default 50). `to` filters by recipient (case-insensitive). Each entry carries `link`, the first URL in the body, its `attachments`, and its delivery over SMTP (when SMTP_URL is set): `sent_at` once the server accepted it, `attempts`, `last_error` of the latest failed attempt (an error code and the server's reply), `failed_at` when delivery was given up. Without SMTP_URL nothing is sent (`sent_at` stays null). Staff only: 403 otherwise.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Not supported here (must be empty). */
                    __impersonate?: string;
                    /** @description 1-999, default 50 */
                    limit?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Files sent with it (e.g. the .ics invite of a coaching call), text content. */
                            attachments?: {
                                content: string;
                                content_type: string;
                                filename: string;
                            }[];
                            /** @description Delivery attempts so far. */
                            attempts: number;
                            body: string;
                            created_at: string;
                            /** @description When delivery was given up. */
                            failed_at: string | null;
                            id: number;
                            /** @description Why the latest attempt failed. */
                            last_error: string | null;
                            link: string | null;
                            /** @description When the SMTP server accepted it. */
                            sent_at: string | null;
                            subject: string;
                            to: string;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/providers/{id}/verify/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a provider (staff)
         * @description Verifies the provider with this user id: provider_info.is_verified becomes true, the verification time and the staff member are recorded, the provider gets an email, and the audit log records it (object provider_account). Only once the intake is complete: 409 {detail} naming what is missing; already verified: 409. Not a provider (or unknown id): 404. Staff only (403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            date_joined: string;
                            email: string;
                            first_name: string;
                            /** @description The provider's user id. */
                            id: number;
                            intake: {
                                address_line_1: string | null;
                                address_line_2: string | null;
                                city: string | null;
                                is_complete: boolean;
                                is_verified: boolean;
                                /** @description 3-30 letters, digits, hyphens or dots. */
                                license_number: string | null;
                                /** @description The US state (2-letter code) that issued the license. */
                                license_state: string | null;
                                /** @description Required fields still empty; verification needs none. */
                                missing_for_verification: string[];
                                /** @description National Provider Identifier: 10 digits whose last digit is the Luhn check digit (e.g. 1234567893). */
                                npi: string | null;
                                /** @description US number, 10 digits (e.g. (415) 555-0100); stored as digits. */
                                phone_number: string | null;
                                practice_name: string | null;
                                /** @enum {string|null} */
                                specialty: "ob-gyn" | "family-medicine" | "internal-medicine" | "midwifery" | "nurse-practitioner" | "physician-assistant" | "naturopathic-medicine" | "urology" | "other" | null;
                                /** @description The practice's US state or territory, 2-letter code. */
                                state: string | null;
                                /** @description null until the intake is first saved. */
                                updated_at: string | null;
                                verified_at: string | null;
                                /** @description 5 or 9 digits. */
                                zip_code: string | null;
                            };
                            last_name: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/providers/pending/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Providers waiting for verification (staff)
         * @description Every active provider account not yet verified, the longest waiting first, with its intake (intake.is_complete tells whether it can be verified; missing_for_verification what is missing). Staff only (403 otherwise). Practice details are not health data: not audited.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            date_joined: string;
                            email: string;
                            first_name: string;
                            /** @description The provider's user id. */
                            id: number;
                            intake: {
                                address_line_1: string | null;
                                address_line_2: string | null;
                                city: string | null;
                                is_complete: boolean;
                                is_verified: boolean;
                                /** @description 3-30 letters, digits, hyphens or dots. */
                                license_number: string | null;
                                /** @description The US state (2-letter code) that issued the license. */
                                license_state: string | null;
                                /** @description Required fields still empty; verification needs none. */
                                missing_for_verification: string[];
                                /** @description National Provider Identifier: 10 digits whose last digit is the Luhn check digit (e.g. 1234567893). */
                                npi: string | null;
                                /** @description US number, 10 digits (e.g. (415) 555-0100); stored as digits. */
                                phone_number: string | null;
                                practice_name: string | null;
                                /** @enum {string|null} */
                                specialty: "ob-gyn" | "family-medicine" | "internal-medicine" | "midwifery" | "nurse-practitioner" | "physician-assistant" | "naturopathic-medicine" | "urology" | "other" | null;
                                /** @description The practice's US state or territory, 2-letter code. */
                                state: string | null;
                                /** @description null until the intake is first saved. */
                                updated_at: string | null;
                                verified_at: string | null;
                                /** @description 5 or 9 digits. */
                                zip_code: string | null;
                            };
                            last_name: string;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/static/products/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product image
         * @description SVG product images served from the API package (api/static/products/).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Exchanges email and password for an access and a refresh token (a new session). Wrong email or password: 401 "No active account found with the given credentials" (the same for both). Login attempts are limited per account and per client address: 429 {detail} with Retry-After.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        /** @description The email address (case-insensitive). */
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description JWT access token (HS256, 15 minutes). */
                            access: string;
                            /** @description JWT refresh token (7 days, one use: every refresh rotates it). */
                            refresh: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description Revokes the session of the refresh token (all its refresh and access tokens) and the given access token. Decision: answers 200 even when the tokens are already expired or invalid (logging out twice is not an error), so a client can always clear its state.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Optional: the access token to revoke with the session. */
                        access?: string;
                        refresh: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh the access token
         * @description Rotates the refresh token: answers a new access AND a new refresh token; the presented refresh token is used up. Presented again within 10 seconds (concurrent refreshes, parallel tabs), it gets the same pair its first use got (one session never forks into two); later, the whole session is revoked (reuse of a stolen token). Invalid, expired, revoked or reused: 401 {detail: "Token is invalid or expired"}.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        refresh: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description JWT access token (HS256, 15 minutes). */
                            access: string;
                            /** @description JWT refresh token (7 days, one use: every refresh rotates it). */
                            refresh: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/access-log/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who accessed my health data
         * @description The caller's own entries of the audit log (never another user's), newest first. Each: `at`; `who` — `you`, a `provider` by name (one who ordered for you or you released to), a `clinician` (staff acting through the clinician tools) or `staff` member by name, `impersonating: true` when a staff member viewed the app as you, `system` for Flora's own jobs (the lab's release); `what` — `test`, `consult` (and plans), `intake` (health history, consult and lab intakes), `message thread`, `photo ID`, `account`, `order` or `record`, with the object's id and a plain label; `how` — `read`, `write` (create, update, delete) or `export` (a PDF or FHIR download). Which reads are health data, and so logged: tests and results, the health history and the intakes, consults (with plans, prescriptions, messages and the photo ID), orders and the account; a cart is a shopping basket, so only its changes once checked out with a consult and a staff member reading it as you are logged, never your own reads of it (the cart count rereads it on every page). Paged: `limit` (1-100, default 50) and `before` (the `next_before` of the previous page; null when there is no more). Her own reading of it is not logged; a staff member reading it as her is, like every read of a staff member viewing the app as her (`impersonated_view`, a `record` naming the route, when the route names no object itself).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only). */
                    __impersonate?: string;
                    /** @description An entry id: entries older than it. */
                    before?: string;
                    /** @description 1-100, default 50 */
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pass as `before` for the next page; null on the last page. */
                            next_before: number | null;
                            results: {
                                /** @description When (ISO 8601, UTC). */
                                at: string;
                                /** @enum {string} */
                                how: "read" | "write" | "export";
                                id: number;
                                what: {
                                    /** @description The test hash, consult uid, intake or message id; null for a list. */
                                    id: string | null;
                                    /** @description The object in plain words, e.g. "test results". */
                                    label: string;
                                    /** @enum {string} */
                                    type: "test" | "consult" | "intake" | "message thread" | "photo ID" | "account" | "order" | "record";
                                };
                                who: {
                                    /** @description A staff member viewing the app as you. */
                                    impersonating: boolean;
                                    /** @enum {string} */
                                    kind: "you" | "provider" | "clinician" | "staff" | "system";
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-order-transfer-verification-confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an order transfer from the requesting account
         * @description The same confirmation, for the page /verify-account-order-transfer/?hash=... when the visitor is signed in: it must be the requesting account (the one the orders move to; any other account: 404 {detail}, nothing changes). An unknown, used or expired hash: 400 {detail, field: hash}, nothing changes (so confirming twice changes nothing the second time). Nothing left to move, or an order tied to its account since: 409. Audited: update of each order moved.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hash: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description The checkout ids of the orders moved. */
                            orders: string[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/announcements/{id}/dismiss/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss an announcement
         * @description The signed-in user no longer sees this announcement, on any device (user-config omits it). Only an announcement she can see (published, not withdrawn) can be dismissed: 404 otherwise. A repeat answers 204 and writes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Dismissed. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar-treatments/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Adjust a calendar entry
         * @description Adjusts one entry of the caller's plan (another user's, or a plan not visible: 404). {adjustment_type: 'skip', reason} marks it skipped in its week (no week may be sent); {adjustment_type: 'reschedule', reason, week} moves it to another week 1..last_treatment_week (400 for the same or a missing week; 409 when the same product is already in that week). reason must be one of the adjustment-reason-options of the type (400). A later adjustment replaces the earlier one (original_week keeps the clinician's week); reset-calendar undoes them all.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        adjustment_type: "skip" | "reschedule";
                        reason: string;
                        week?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adjustment_reason: string | null;
                            /** @enum {string|null} */
                            adjustment_type: "skip" | "reschedule" | null;
                            /** @description Taken as needed rather than on a fixed schedule. */
                            as_needed: boolean;
                            /** @description The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/). */
                            id: number;
                            /** @description The product's name (the slug when the catalogue has no such product). */
                            name: string;
                            /** @description The week the clinician planned (differs from week after a reschedule). */
                            original_week: number;
                            /** @description SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false). */
                            pauses_during_period: boolean;
                            /** @description The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4. */
                            slug: string;
                            week: number;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/calendar-treatments/adjustment-reason-options/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reasons for adjusting a calendar entry
         * @description adjustment_type is skip (leave the entry out of its week) or reschedule (move it to another week). Answers the reasons a patient may give for that type, as {value, label}; PATCH /api/v1/calendar-treatments/{id}/ accepts only these values.
         */
        get: {
            parameters: {
                query: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                    adjustment_type: "skip" | "reschedule";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adjustment_type: string;
                            options: {
                                label: string;
                                value: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's carts
         * @description A plain list (no `data` wrapper, like the consult list): the active cart first (the latest active), then ordered carts latest first; at most 20. Empty when the caller never made a cart.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult the cart was last checked out with; null before. */
                            consult_uid: string | null;
                            created_at: string;
                            id: number;
                            /** @description The sum of the quantities. */
                            item_count: number;
                            line_items: {
                                ecomm_product: {
                                    free_shipping: boolean;
                                    /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                    price: number;
                                    sku: string | null;
                                    /** @description null when the product is not sold as a subscription. */
                                    subscription_config: {
                                        default_plan_id: string;
                                        /** @description Keyed by plan id. */
                                        selling_plans: {
                                            [key: string]: {
                                                /** @description Whole percent off the unit price (0-100). */
                                                discount_percentage: number;
                                                id: string;
                                                /** @description Months between deliveries (or charges). */
                                                interval_months: number;
                                                /** @description e.g. 'Every month'. */
                                                name: string;
                                                /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                price: number;
                                            };
                                        };
                                        /** @description true: no one-time purchase (memberships). */
                                        subscription_only: boolean;
                                    } | null;
                                };
                                /** @description The line id (POST .../items/delete/ {item_ids}). */
                                id: number;
                                is_subscription: boolean;
                                /** @enum {string} */
                                item_type: "individual-treatment" | "bundle-treatment" | "product";
                                /** @description Dollars: price x quantity. */
                                line_total: number;
                                /** @description Dollars, one unit, computed on the server: the unit price (the discounted price if any), x (1 - the plan discount_percentage / 100) for a subscription, rounded to the cent. */
                                price: number;
                                /** @description The catalogue product of the line (as GET /api/v1/products/{id}/ shows it). */
                                product: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                };
                                quantity: number;
                                /** @description The plan of a subscription line; null otherwise. */
                                selling_plan_id: string | null;
                                /** @description The treatment (or program) of a treatment line; null for a product line. */
                                treatment_product: {
                                    ecomm_product: {
                                        free_shipping: boolean;
                                        /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                        price: number;
                                        sku: string | null;
                                        /** @description null when the product is not sold as a subscription. */
                                        subscription_config: {
                                            default_plan_id: string;
                                            /** @description Keyed by plan id. */
                                            selling_plans: {
                                                [key: string]: {
                                                    /** @description Whole percent off the unit price (0-100). */
                                                    discount_percentage: number;
                                                    id: string;
                                                    /** @description Months between deliveries (or charges). */
                                                    interval_months: number;
                                                    /** @description e.g. 'Every month'. */
                                                    name: string;
                                                    /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                    price: number;
                                                };
                                            };
                                            /** @description true: no one-time purchase (memberships). */
                                            subscription_only: boolean;
                                        } | null;
                                    };
                                    /** @description The product id (GET /api/v1/products/{id}/). */
                                    id: number;
                                    /** @description The slug of the treatment's detail page. */
                                    pdp_slug: string | null;
                                    slug: string;
                                    title: string;
                                } | null;
                            }[];
                            ordered_at: string | null;
                            /**
                             * @description prescription when the cart holds a treatment or program line (checkout needs a consult), else over-the-counter; null when empty.
                             * @enum {string|null}
                             */
                            purchase_type: "prescription" | "over-the-counter" | null;
                            /**
                             * @description active: being filled (one per user); ordered: its checkout was paid and processed (read-only).
                             * @enum {string}
                             */
                            status: "active" | "ordered";
                            /** @description Dollars: what the selling plans take off the subtotal. */
                            subscription_discount: number;
                            /** @description Dollars: every line at its one-time unit price. */
                            subtotal: number;
                            /** @description Dollars: the sum of the line totals (shipping is free; a checkout may apply discount codes). */
                            total: number;
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Get or create the active cart
         * @description Answers the caller's active cart, creating it (201) when there is none (200 otherwise). A user has at most one active cart, enforced by the database, so repeated or concurrent calls answer the same cart. Once a cart's order is processed it becomes `ordered` and the next call starts a new cart.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult the cart was last checked out with; null before. */
                            consult_uid: string | null;
                            created_at: string;
                            id: number;
                            /** @description The sum of the quantities. */
                            item_count: number;
                            line_items: {
                                ecomm_product: {
                                    free_shipping: boolean;
                                    /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                    price: number;
                                    sku: string | null;
                                    /** @description null when the product is not sold as a subscription. */
                                    subscription_config: {
                                        default_plan_id: string;
                                        /** @description Keyed by plan id. */
                                        selling_plans: {
                                            [key: string]: {
                                                /** @description Whole percent off the unit price (0-100). */
                                                discount_percentage: number;
                                                id: string;
                                                /** @description Months between deliveries (or charges). */
                                                interval_months: number;
                                                /** @description e.g. 'Every month'. */
                                                name: string;
                                                /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                price: number;
                                            };
                                        };
                                        /** @description true: no one-time purchase (memberships). */
                                        subscription_only: boolean;
                                    } | null;
                                };
                                /** @description The line id (POST .../items/delete/ {item_ids}). */
                                id: number;
                                is_subscription: boolean;
                                /** @enum {string} */
                                item_type: "individual-treatment" | "bundle-treatment" | "product";
                                /** @description Dollars: price x quantity. */
                                line_total: number;
                                /** @description Dollars, one unit, computed on the server: the unit price (the discounted price if any), x (1 - the plan discount_percentage / 100) for a subscription, rounded to the cent. */
                                price: number;
                                /** @description The catalogue product of the line (as GET /api/v1/products/{id}/ shows it). */
                                product: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                };
                                quantity: number;
                                /** @description The plan of a subscription line; null otherwise. */
                                selling_plan_id: string | null;
                                /** @description The treatment (or program) of a treatment line; null for a product line. */
                                treatment_product: {
                                    ecomm_product: {
                                        free_shipping: boolean;
                                        /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                        price: number;
                                        sku: string | null;
                                        /** @description null when the product is not sold as a subscription. */
                                        subscription_config: {
                                            default_plan_id: string;
                                            /** @description Keyed by plan id. */
                                            selling_plans: {
                                                [key: string]: {
                                                    /** @description Whole percent off the unit price (0-100). */
                                                    discount_percentage: number;
                                                    id: string;
                                                    /** @description Months between deliveries (or charges). */
                                                    interval_months: number;
                                                    /** @description e.g. 'Every month'. */
                                                    name: string;
                                                    /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                    price: number;
                                                };
                                            };
                                            /** @description true: no one-time purchase (memberships). */
                                            subscription_only: boolean;
                                        } | null;
                                    };
                                    /** @description The product id (GET /api/v1/products/{id}/). */
                                    id: number;
                                    /** @description The slug of the treatment's detail page. */
                                    pdp_slug: string | null;
                                    slug: string;
                                    title: string;
                                } | null;
                            }[];
                            ordered_at: string | null;
                            /**
                             * @description prescription when the cart holds a treatment or program line (checkout needs a consult), else over-the-counter; null when empty.
                             * @enum {string|null}
                             */
                            purchase_type: "prescription" | "over-the-counter" | null;
                            /**
                             * @description active: being filled (one per user); ordered: its checkout was paid and processed (read-only).
                             * @enum {string}
                             */
                            status: "active" | "ordered";
                            /** @description Dollars: what the selling plans take off the subtotal. */
                            subscription_discount: number;
                            /** @description Dollars: every line at its one-time unit price. */
                            subtotal: number;
                            /** @description Dollars: the sum of the line totals (shipping is free; a checkout may apply discount codes). */
                            total: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult the cart was last checked out with; null before. */
                            consult_uid: string | null;
                            created_at: string;
                            id: number;
                            /** @description The sum of the quantities. */
                            item_count: number;
                            line_items: {
                                ecomm_product: {
                                    free_shipping: boolean;
                                    /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                    price: number;
                                    sku: string | null;
                                    /** @description null when the product is not sold as a subscription. */
                                    subscription_config: {
                                        default_plan_id: string;
                                        /** @description Keyed by plan id. */
                                        selling_plans: {
                                            [key: string]: {
                                                /** @description Whole percent off the unit price (0-100). */
                                                discount_percentage: number;
                                                id: string;
                                                /** @description Months between deliveries (or charges). */
                                                interval_months: number;
                                                /** @description e.g. 'Every month'. */
                                                name: string;
                                                /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                price: number;
                                            };
                                        };
                                        /** @description true: no one-time purchase (memberships). */
                                        subscription_only: boolean;
                                    } | null;
                                };
                                /** @description The line id (POST .../items/delete/ {item_ids}). */
                                id: number;
                                is_subscription: boolean;
                                /** @enum {string} */
                                item_type: "individual-treatment" | "bundle-treatment" | "product";
                                /** @description Dollars: price x quantity. */
                                line_total: number;
                                /** @description Dollars, one unit, computed on the server: the unit price (the discounted price if any), x (1 - the plan discount_percentage / 100) for a subscription, rounded to the cent. */
                                price: number;
                                /** @description The catalogue product of the line (as GET /api/v1/products/{id}/ shows it). */
                                product: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                };
                                quantity: number;
                                /** @description The plan of a subscription line; null otherwise. */
                                selling_plan_id: string | null;
                                /** @description The treatment (or program) of a treatment line; null for a product line. */
                                treatment_product: {
                                    ecomm_product: {
                                        free_shipping: boolean;
                                        /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                        price: number;
                                        sku: string | null;
                                        /** @description null when the product is not sold as a subscription. */
                                        subscription_config: {
                                            default_plan_id: string;
                                            /** @description Keyed by plan id. */
                                            selling_plans: {
                                                [key: string]: {
                                                    /** @description Whole percent off the unit price (0-100). */
                                                    discount_percentage: number;
                                                    id: string;
                                                    /** @description Months between deliveries (or charges). */
                                                    interval_months: number;
                                                    /** @description e.g. 'Every month'. */
                                                    name: string;
                                                    /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                    price: number;
                                                };
                                            };
                                            /** @description true: no one-time purchase (memberships). */
                                            subscription_only: boolean;
                                        } | null;
                                    };
                                    /** @description The product id (GET /api/v1/products/{id}/). */
                                    id: number;
                                    /** @description The slug of the treatment's detail page. */
                                    pdp_slug: string | null;
                                    slug: string;
                                    title: string;
                                } | null;
                            }[];
                            ordered_at: string | null;
                            /**
                             * @description prescription when the cart holds a treatment or program line (checkout needs a consult), else over-the-counter; null when empty.
                             * @enum {string|null}
                             */
                            purchase_type: "prescription" | "over-the-counter" | null;
                            /**
                             * @description active: being filled (one per user); ordered: its checkout was paid and processed (read-only).
                             * @enum {string}
                             */
                            status: "active" | "ordered";
                            /** @description Dollars: what the selling plans take off the subtotal. */
                            subscription_discount: number;
                            /** @description Dollars: every line at its one-time unit price. */
                            subtotal: number;
                            /** @description Dollars: the sum of the line totals (shipping is free; a checkout may apply discount codes). */
                            total: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One cart
         * @description One of the caller's carts; another user's or an unknown id answers 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    /** @description The cart id. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult the cart was last checked out with; null before. */
                            consult_uid: string | null;
                            created_at: string;
                            id: number;
                            /** @description The sum of the quantities. */
                            item_count: number;
                            line_items: {
                                ecomm_product: {
                                    free_shipping: boolean;
                                    /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                    price: number;
                                    sku: string | null;
                                    /** @description null when the product is not sold as a subscription. */
                                    subscription_config: {
                                        default_plan_id: string;
                                        /** @description Keyed by plan id. */
                                        selling_plans: {
                                            [key: string]: {
                                                /** @description Whole percent off the unit price (0-100). */
                                                discount_percentage: number;
                                                id: string;
                                                /** @description Months between deliveries (or charges). */
                                                interval_months: number;
                                                /** @description e.g. 'Every month'. */
                                                name: string;
                                                /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                price: number;
                                            };
                                        };
                                        /** @description true: no one-time purchase (memberships). */
                                        subscription_only: boolean;
                                    } | null;
                                };
                                /** @description The line id (POST .../items/delete/ {item_ids}). */
                                id: number;
                                is_subscription: boolean;
                                /** @enum {string} */
                                item_type: "individual-treatment" | "bundle-treatment" | "product";
                                /** @description Dollars: price x quantity. */
                                line_total: number;
                                /** @description Dollars, one unit, computed on the server: the unit price (the discounted price if any), x (1 - the plan discount_percentage / 100) for a subscription, rounded to the cent. */
                                price: number;
                                /** @description The catalogue product of the line (as GET /api/v1/products/{id}/ shows it). */
                                product: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                };
                                quantity: number;
                                /** @description The plan of a subscription line; null otherwise. */
                                selling_plan_id: string | null;
                                /** @description The treatment (or program) of a treatment line; null for a product line. */
                                treatment_product: {
                                    ecomm_product: {
                                        free_shipping: boolean;
                                        /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                        price: number;
                                        sku: string | null;
                                        /** @description null when the product is not sold as a subscription. */
                                        subscription_config: {
                                            default_plan_id: string;
                                            /** @description Keyed by plan id. */
                                            selling_plans: {
                                                [key: string]: {
                                                    /** @description Whole percent off the unit price (0-100). */
                                                    discount_percentage: number;
                                                    id: string;
                                                    /** @description Months between deliveries (or charges). */
                                                    interval_months: number;
                                                    /** @description e.g. 'Every month'. */
                                                    name: string;
                                                    /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                    price: number;
                                                };
                                            };
                                            /** @description true: no one-time purchase (memberships). */
                                            subscription_only: boolean;
                                        } | null;
                                    };
                                    /** @description The product id (GET /api/v1/products/{id}/). */
                                    id: number;
                                    /** @description The slug of the treatment's detail page. */
                                    pdp_slug: string | null;
                                    slug: string;
                                    title: string;
                                } | null;
                            }[];
                            ordered_at: string | null;
                            /**
                             * @description prescription when the cart holds a treatment or program line (checkout needs a consult), else over-the-counter; null when empty.
                             * @enum {string|null}
                             */
                            purchase_type: "prescription" | "over-the-counter" | null;
                            /**
                             * @description active: being filled (one per user); ordered: its checkout was paid and processed (read-only).
                             * @enum {string}
                             */
                            status: "active" | "ordered";
                            /** @description Dollars: what the selling plans take off the subtotal. */
                            subscription_discount: number;
                            /** @description Dollars: every line at its one-time unit price. */
                            subtotal: number;
                            /** @description Dollars: the sum of the line totals (shipping is free; a checkout may apply discount codes). */
                            total: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/{id}/checkout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a cart out
         * @description Starts a checkout session (kind cart) of the cart's lines, priced on the server (subscription lines with their plan's discount), and answers its checkout_url. A cart holding a treatment or program (purchase type prescription) is bought with a consult, and the server decides which, so the browser never makes one: her unpaid (IN) vaginitis or ungated-rx consult if she has one; else a vaginitis consult on her latest ready test when its results are eligible for care and at most 21 days old; else an ungated-rx consult when a submitted health history reported symptoms and every treatment is an ungated-Rx one (ba-14, af-1, soo-3, est-1); else 409 with what would make treatment possible (also 409 while a consult of that kind is under way). A consult that does not exist yet is created by processing the paid order (POST /api/v1/orders/process), in the same transaction, in status OR: a declined or abandoned payment creates nothing and a retried one creates one consult. consult_uid (optional) names the consult instead: the caller's own (404 otherwise), unpaid (status IN) and of type vaginitis or ungated-rx (409 otherwise). An over-the-counter cart (probiotic, care, memberships, the voucher, the kit) needs no consult: null or absent, or any own consult to link the purchase to it. purchase_type (optional: prescription | over-the-counter) must match what the cart holds (400 otherwise). A missing or another user's cart: 404 'Error checking out: cart does not exist.'; an empty cart 400; an ordered cart 409; a cart with a membership when the caller has meanwhile become a member 409. The cart stays active (and editable) while the payment is pending; processing the paid order marks it ordered. Repeating the call while the cart and consult are unchanged and the checkout still open answers the same checkout_url (nothing written); after a change it starts a new one. A checkout with a consult is recorded in the audit log on that consult (consult_checkout).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The cart id. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        consult_uid?: string | null;
                        /** @enum {string|null} */
                        purchase_type?: "prescription" | "over-the-counter" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The payment page of the new checkout session (a path on this API). */
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/{id}/items/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add items to a cart
         * @description Adds lines to an active cart (409 once ordered) and answers the cart. One line per product: adding a product already in the cart adds to its quantity, and the latest subscription choice (is_subscription, selling_plan_id) replaces the line's. Prices always come from the catalogue. Each item: `individual-treatment` names a treatment and `bundle-treatment` a treatment program in `treatment_product` (its product id or slug); `product` names any other product in `product_id` (the probiotic, care products, memberships, the test kit, the male-partner voucher; add-ons are bought with their test or provider order, except the expanded PCR panel vpcr-add-on, which a cart takes beside a test kit (in the same request or already in the cart; 400 otherwise), once per cart, and which leaves the cart with the last kit). The other reference must be absent or null. quantity 1-10, and at most 10 of one product in the cart. The male-partner voucher is added with quantity 1 and stays at 1 (SPEC §9: one per add; adding it again changes nothing). is_subscription needs a product with selling plans; selling_plan_id (one of the product's plans) defaults to the product's default plan; a plan without is_subscription is refused; memberships are sold only as subscriptions. Decision (not shown in SPEC): a member (an active membership) cannot add another membership (400 on that item); she changes hers with POST /api/v1/membership/upgrade/ or downgrade/. A bad item (unknown product or plan, wrong type) answers 400 naming it in `field` (e.g. items[1].product_id) and nothing is written.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The cart id. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            /** @default false */
                            is_subscription?: boolean;
                            /** @enum {string} */
                            item_type: "individual-treatment" | "bundle-treatment" | "product";
                            /** @description Product lines: the product id. */
                            product_id?: number | null;
                            quantity: number;
                            /** @description A subscription's plan; the product's default plan when absent. */
                            selling_plan_id?: string | null;
                            /** @description Treatment lines: the treatment (or program) by product id or slug. */
                            treatment_product?: number | string | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult the cart was last checked out with; null before. */
                            consult_uid: string | null;
                            created_at: string;
                            id: number;
                            /** @description The sum of the quantities. */
                            item_count: number;
                            line_items: {
                                ecomm_product: {
                                    free_shipping: boolean;
                                    /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                    price: number;
                                    sku: string | null;
                                    /** @description null when the product is not sold as a subscription. */
                                    subscription_config: {
                                        default_plan_id: string;
                                        /** @description Keyed by plan id. */
                                        selling_plans: {
                                            [key: string]: {
                                                /** @description Whole percent off the unit price (0-100). */
                                                discount_percentage: number;
                                                id: string;
                                                /** @description Months between deliveries (or charges). */
                                                interval_months: number;
                                                /** @description e.g. 'Every month'. */
                                                name: string;
                                                /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                price: number;
                                            };
                                        };
                                        /** @description true: no one-time purchase (memberships). */
                                        subscription_only: boolean;
                                    } | null;
                                };
                                /** @description The line id (POST .../items/delete/ {item_ids}). */
                                id: number;
                                is_subscription: boolean;
                                /** @enum {string} */
                                item_type: "individual-treatment" | "bundle-treatment" | "product";
                                /** @description Dollars: price x quantity. */
                                line_total: number;
                                /** @description Dollars, one unit, computed on the server: the unit price (the discounted price if any), x (1 - the plan discount_percentage / 100) for a subscription, rounded to the cent. */
                                price: number;
                                /** @description The catalogue product of the line (as GET /api/v1/products/{id}/ shows it). */
                                product: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                };
                                quantity: number;
                                /** @description The plan of a subscription line; null otherwise. */
                                selling_plan_id: string | null;
                                /** @description The treatment (or program) of a treatment line; null for a product line. */
                                treatment_product: {
                                    ecomm_product: {
                                        free_shipping: boolean;
                                        /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                        price: number;
                                        sku: string | null;
                                        /** @description null when the product is not sold as a subscription. */
                                        subscription_config: {
                                            default_plan_id: string;
                                            /** @description Keyed by plan id. */
                                            selling_plans: {
                                                [key: string]: {
                                                    /** @description Whole percent off the unit price (0-100). */
                                                    discount_percentage: number;
                                                    id: string;
                                                    /** @description Months between deliveries (or charges). */
                                                    interval_months: number;
                                                    /** @description e.g. 'Every month'. */
                                                    name: string;
                                                    /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                    price: number;
                                                };
                                            };
                                            /** @description true: no one-time purchase (memberships). */
                                            subscription_only: boolean;
                                        } | null;
                                    };
                                    /** @description The product id (GET /api/v1/products/{id}/). */
                                    id: number;
                                    /** @description The slug of the treatment's detail page. */
                                    pdp_slug: string | null;
                                    slug: string;
                                    title: string;
                                } | null;
                            }[];
                            ordered_at: string | null;
                            /**
                             * @description prescription when the cart holds a treatment or program line (checkout needs a consult), else over-the-counter; null when empty.
                             * @enum {string|null}
                             */
                            purchase_type: "prescription" | "over-the-counter" | null;
                            /**
                             * @description active: being filled (one per user); ordered: its checkout was paid and processed (read-only).
                             * @enum {string}
                             */
                            status: "active" | "ordered";
                            /** @description Dollars: what the selling plans take off the subtotal. */
                            subscription_discount: number;
                            /** @description Dollars: every line at its one-time unit price. */
                            subtotal: number;
                            /** @description Dollars: the sum of the line totals (shipping is free; a checkout may apply discount codes). */
                            total: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/{id}/items/{item_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the quantity of a line
         * @description Sets the quantity (1-10) of one line of an active cart (409 once ordered) and answers the cart; the cart panel's + and - buttons. To remove a line use POST .../items/delete/. The male-partner voucher stays at 1 (400 otherwise). A line that is not this cart's, or another user's cart, answers 404. Setting the quantity it already has writes nothing.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The cart id. */
                    id: string;
                    /** @description The line id. */
                    item_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult the cart was last checked out with; null before. */
                            consult_uid: string | null;
                            created_at: string;
                            id: number;
                            /** @description The sum of the quantities. */
                            item_count: number;
                            line_items: {
                                ecomm_product: {
                                    free_shipping: boolean;
                                    /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                    price: number;
                                    sku: string | null;
                                    /** @description null when the product is not sold as a subscription. */
                                    subscription_config: {
                                        default_plan_id: string;
                                        /** @description Keyed by plan id. */
                                        selling_plans: {
                                            [key: string]: {
                                                /** @description Whole percent off the unit price (0-100). */
                                                discount_percentage: number;
                                                id: string;
                                                /** @description Months between deliveries (or charges). */
                                                interval_months: number;
                                                /** @description e.g. 'Every month'. */
                                                name: string;
                                                /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                price: number;
                                            };
                                        };
                                        /** @description true: no one-time purchase (memberships). */
                                        subscription_only: boolean;
                                    } | null;
                                };
                                /** @description The line id (POST .../items/delete/ {item_ids}). */
                                id: number;
                                is_subscription: boolean;
                                /** @enum {string} */
                                item_type: "individual-treatment" | "bundle-treatment" | "product";
                                /** @description Dollars: price x quantity. */
                                line_total: number;
                                /** @description Dollars, one unit, computed on the server: the unit price (the discounted price if any), x (1 - the plan discount_percentage / 100) for a subscription, rounded to the cent. */
                                price: number;
                                /** @description The catalogue product of the line (as GET /api/v1/products/{id}/ shows it). */
                                product: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                };
                                quantity: number;
                                /** @description The plan of a subscription line; null otherwise. */
                                selling_plan_id: string | null;
                                /** @description The treatment (or program) of a treatment line; null for a product line. */
                                treatment_product: {
                                    ecomm_product: {
                                        free_shipping: boolean;
                                        /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                        price: number;
                                        sku: string | null;
                                        /** @description null when the product is not sold as a subscription. */
                                        subscription_config: {
                                            default_plan_id: string;
                                            /** @description Keyed by plan id. */
                                            selling_plans: {
                                                [key: string]: {
                                                    /** @description Whole percent off the unit price (0-100). */
                                                    discount_percentage: number;
                                                    id: string;
                                                    /** @description Months between deliveries (or charges). */
                                                    interval_months: number;
                                                    /** @description e.g. 'Every month'. */
                                                    name: string;
                                                    /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                    price: number;
                                                };
                                            };
                                            /** @description true: no one-time purchase (memberships). */
                                            subscription_only: boolean;
                                        } | null;
                                    };
                                    /** @description The product id (GET /api/v1/products/{id}/). */
                                    id: number;
                                    /** @description The slug of the treatment's detail page. */
                                    pdp_slug: string | null;
                                    slug: string;
                                    title: string;
                                } | null;
                            }[];
                            ordered_at: string | null;
                            /**
                             * @description prescription when the cart holds a treatment or program line (checkout needs a consult), else over-the-counter; null when empty.
                             * @enum {string|null}
                             */
                            purchase_type: "prescription" | "over-the-counter" | null;
                            /**
                             * @description active: being filled (one per user); ordered: its checkout was paid and processed (read-only).
                             * @enum {string}
                             */
                            status: "active" | "ordered";
                            /** @description Dollars: what the selling plans take off the subtotal. */
                            subscription_discount: number;
                            /** @description Dollars: every line at its one-time unit price. */
                            subtotal: number;
                            /** @description Dollars: the sum of the line totals (shipping is free; a checkout may apply discount codes). */
                            total: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/cart/{id}/items/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove lines from a cart
         * @description Removes the named lines (their `id`s) from an active cart (409 once ordered) and answers the cart. Ids that are not lines of this cart (already removed, or someone else's) are ignored, so repeating a removal is harmless and reveals nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The cart id. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        item_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult the cart was last checked out with; null before. */
                            consult_uid: string | null;
                            created_at: string;
                            id: number;
                            /** @description The sum of the quantities. */
                            item_count: number;
                            line_items: {
                                ecomm_product: {
                                    free_shipping: boolean;
                                    /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                    price: number;
                                    sku: string | null;
                                    /** @description null when the product is not sold as a subscription. */
                                    subscription_config: {
                                        default_plan_id: string;
                                        /** @description Keyed by plan id. */
                                        selling_plans: {
                                            [key: string]: {
                                                /** @description Whole percent off the unit price (0-100). */
                                                discount_percentage: number;
                                                id: string;
                                                /** @description Months between deliveries (or charges). */
                                                interval_months: number;
                                                /** @description e.g. 'Every month'. */
                                                name: string;
                                                /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                price: number;
                                            };
                                        };
                                        /** @description true: no one-time purchase (memberships). */
                                        subscription_only: boolean;
                                    } | null;
                                };
                                /** @description The line id (POST .../items/delete/ {item_ids}). */
                                id: number;
                                is_subscription: boolean;
                                /** @enum {string} */
                                item_type: "individual-treatment" | "bundle-treatment" | "product";
                                /** @description Dollars: price x quantity. */
                                line_total: number;
                                /** @description Dollars, one unit, computed on the server: the unit price (the discounted price if any), x (1 - the plan discount_percentage / 100) for a subscription, rounded to the cent. */
                                price: number;
                                /** @description The catalogue product of the line (as GET /api/v1/products/{id}/ shows it). */
                                product: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                };
                                quantity: number;
                                /** @description The plan of a subscription line; null otherwise. */
                                selling_plan_id: string | null;
                                /** @description The treatment (or program) of a treatment line; null for a product line. */
                                treatment_product: {
                                    ecomm_product: {
                                        free_shipping: boolean;
                                        /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                        price: number;
                                        sku: string | null;
                                        /** @description null when the product is not sold as a subscription. */
                                        subscription_config: {
                                            default_plan_id: string;
                                            /** @description Keyed by plan id. */
                                            selling_plans: {
                                                [key: string]: {
                                                    /** @description Whole percent off the unit price (0-100). */
                                                    discount_percentage: number;
                                                    id: string;
                                                    /** @description Months between deliveries (or charges). */
                                                    interval_months: number;
                                                    /** @description e.g. 'Every month'. */
                                                    name: string;
                                                    /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                    price: number;
                                                };
                                            };
                                            /** @description true: no one-time purchase (memberships). */
                                            subscription_only: boolean;
                                        } | null;
                                    };
                                    /** @description The product id (GET /api/v1/products/{id}/). */
                                    id: number;
                                    /** @description The slug of the treatment's detail page. */
                                    pdp_slug: string | null;
                                    slug: string;
                                    title: string;
                                } | null;
                            }[];
                            ordered_at: string | null;
                            /**
                             * @description prescription when the cart holds a treatment or program line (checkout needs a consult), else over-the-counter; null when empty.
                             * @enum {string|null}
                             */
                            purchase_type: "prescription" | "over-the-counter" | null;
                            /**
                             * @description active: being filled (one per user); ordered: its checkout was paid and processed (read-only).
                             * @enum {string}
                             */
                            status: "active" | "ordered";
                            /** @description Dollars: what the selling plans take off the subtotal. */
                            subscription_discount: number;
                            /** @description Dollars: every line at its one-time unit price. */
                            subtotal: number;
                            /** @description Dollars: the sum of the line totals (shipping is free; a checkout may apply discount codes). */
                            total: number;
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkout/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The checkout page (sandbox)
         * @description The payment page of a checkout session (every checkout_url points here): plain HTML with the order summary (lines, quantities, prices, discount, total, "Free shipping", "HSA/FSA eligible"), a delivery choice priced on the server (standard: 2-4 business days, free; express: 1-2 business days, $15; overnight: next business day, $30; none for the PCR add-on, which ships nothing), a "Pay (sandbox)" form and a decline form. No bearer token: the browser navigates here and the unguessable id is the capability. `?delivery=` (one of the methods) preselects that choice, e.g. the one made in the cart panel; the first (standard, free) otherwise. A paid session shows its receipt (order number, what was paid) with a link back to the platform; a declined one says so (nothing charged) with a link back. Unknown id: 404 page. Audited as a read of the session.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                    /** @description The delivery choice to preselect. */
                    delivery?: "standard" | "express" | "overnight";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checkout page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description No such checkout. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkout/{id}/decline/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a checkout (sandbox)
         * @description The decline form of the checkout page. Marks an open session declined (nothing is charged) and answers 303 to `<frontend><path>?checkout_declined=true&checkout_id=…`.
         *     The platform path depends on what was bought: /treatments/male-partner/ (male-partner), /treatments/ (a consult or ungated Rx), /provider/tests/ (a provider paying for a patient's test), /tests/ (a test kit or a test add-on; a patient paying for her provider's order), /care/shop/ (anything else).
         *     Declining again answers the same; a paid session: 409; unknown id: 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Back to the platform (Location header). */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkout/{id}/pay/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a checkout (sandbox)
         * @description The "Pay (sandbox)" form of the checkout page (a form post; JSON works too). No bearer token: the unguessable checkout id is the capability.
         *     delivery is one of standard, express, overnight (priced on the server), required unless nothing ships (the PCR add-on takes none: 400).
         *     Marks the open session paid and creates its order (status paid) in one transaction, then processes the order at once, as a real provider's server-side notification would (the same processing as POST /api/v1/orders/process, so a buyer who never comes back still gets what she paid for), and answers 303 to `<frontend><path>order-complete/?checkout_id=…&checkout_token=…&order_email=…`; the page there calls POST /api/v1/orders/process, which answers the processed order.
         *     The platform path depends on what was bought: /treatments/male-partner/ (male-partner), /treatments/ (a consult or ungated Rx), /provider/tests/ (a provider paying for a patient's test), /tests/ (a test kit or a test add-on; a patient paying for her provider's order), /care/shop/ (anything else).
         *     Paying a paid session again (or twice at once) creates no second order, processes nothing twice (an order left paid is processed now) and answers the same 303. A declined session: 409. Unknown id: 404. Refusals are HTML pages for a browser (Accept: text/html), `{detail}` otherwise.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        delivery?: "standard" | "express" | "overnight";
                    } | null;
                };
            };
            responses: {
                /** @description Back to the platform (Location header). */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coaching/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Her coaching calls
         * @description free_call: 'available' (care-ineligible per SPEC §4, read on the server, and not used yet), 'used' (booked once; cancelling the booking gives it back) or 'not-offered'; paid_calls_available: calls bought in the shop (product coaching-call, $35) and not booked yet; call_price in dollars; bookings: her live bookings, soonest first (past ones too, upcoming false).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookings: {
                                duration_minutes: number;
                                ends_at: string;
                                id: number;
                                /**
                                 * @description free: her free coaching call; paid: a call bought in the shop.
                                 * @enum {string}
                                 */
                                kind: "free" | "paid";
                                starts_at: string;
                                /** @enum {string} */
                                status: "booked" | "cancelled";
                                /** @description Booked and still ahead: it can be rescheduled or cancelled. */
                                upcoming: boolean;
                            }[];
                            call_price: number | null;
                            /** @enum {string} */
                            free_call: "available" | "used" | "not-offered";
                            paid_calls_available: number;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coaching/bookings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a coaching call
         * @description Books an open time: her free call when it is available, else a paid call she bought (409 when she has neither: buy coaching-call in the shop first). One booking holds a time: a time someone else holds, even booked a moment earlier, is 409 and nothing is written; an unknown or removed time 404; a past time 409. Emails her the time with the calendar invite (.ics) attached. Answers 201 with the booking.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description An open time from GET /api/v1/coaching/slots/. */
                        slot_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duration_minutes: number;
                            ends_at: string;
                            id: number;
                            /**
                             * @description free: her free coaching call; paid: a call bought in the shop.
                             * @enum {string}
                             */
                            kind: "free" | "paid";
                            starts_at: string;
                            /** @enum {string} */
                            status: "booked" | "cancelled";
                            /** @description Booked and still ahead: it can be rescheduled or cancelled. */
                            upcoming: boolean;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coaching/bookings/{id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a coaching call
         * @description Cancels her upcoming booking: the time is open again, and what paid for it comes back (the free call, or the bought call to book again). A repeat answers the cancelled booking and changes nothing. Another user's booking or an unknown id: 404; a past call: 409. Emails her with an invite that removes it from her calendar.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duration_minutes: number;
                            ends_at: string;
                            id: number;
                            /**
                             * @description free: her free coaching call; paid: a call bought in the shop.
                             * @enum {string}
                             */
                            kind: "free" | "paid";
                            starts_at: string;
                            /** @enum {string} */
                            status: "booked" | "cancelled";
                            /** @description Booked and still ahead: it can be rescheduled or cancelled. */
                            upcoming: boolean;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coaching/bookings/{id}/reschedule/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a coaching call to another time
         * @description Moves her upcoming booking to another open time in one step: the old time is free exactly when the new one is held (a time someone holds: 409, the booking stays where it was). Another user's booking or an unknown id: 404; cancelled or past: 409. Emails her the new time with the updated invite.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description An open time from GET /api/v1/coaching/slots/. */
                        slot_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duration_minutes: number;
                            ends_at: string;
                            id: number;
                            /**
                             * @description free: her free coaching call; paid: a call bought in the shop.
                             * @enum {string}
                             */
                            kind: "free" | "paid";
                            starts_at: string;
                            /** @enum {string} */
                            status: "booked" | "cancelled";
                            /** @description Booked and still ahead: it can be rescheduled or cancelled. */
                            upcoming: boolean;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coaching/slots/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open times for a coaching call
         * @description The times staff published that are still ahead and not booked, soonest first (at most 100). Sign-in needed.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duration_minutes: number;
                            ends_at: string;
                            id: number;
                            /** @description ISO 8601, UTC. */
                            starts_at: string;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consult-intake/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the intake of one of your consults
         * @description Creates the clinical intake of the caller's consult and moves the consult from OR (ordered) to ST (intake started): 201 with the intake, its symptoms filled in from the submitted health history of the consult's test when it reported any (odor, discharge, itching, burning, irritation, dryness, in the intake's codes; not for a male-partner consult), for her to confirm or change. One intake per consult: when it already exists, the existing intake is answered with 200 (whatever the consult's status), so the app can call this to open the intake. A consult not yet paid (IN) answers 409, except an sti consult: it has nothing to pay for (its checkout_url is 409), so opening its intake moves it IN -> OR -> ST; any other status but OR answers 409 naming the statuses it can move to. Another user's consult, or an unknown uid: 404. Audited: create of the intake and update of the consult (or a read of an existing intake).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        consult_uid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Anything else the clinician should know (optional). */
                            additional_notes: string | null;
                            /** @description Shipping address. */
                            address_line1: string | null;
                            /** @description Shipping address, second line (optional). */
                            address_line2: string | null;
                            /** @description Set by POST .../agree_to_terms/. */
                            agreed_to_terms_at: string | null;
                            /** @description The allergies and reactions; required when has_allergies is true. */
                            allergies: string | null;
                            breastfeeding: boolean | null;
                            /** @description Shipping address. */
                            city: string | null;
                            /** @description Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner). */
                            consented_to_not_trying_to_conceive_at: string | null;
                            /** @description Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults). */
                            consented_to_ungated_rx_terms_at: string | null;
                            /** @enum {string} */
                            consult_type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            consult_uid: string;
                            created_at: string;
                            /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                            current_medication_ids: number[] | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                             */
                            date_of_birth: string | null;
                            /** @description Any medication allergies. false clears allergies. */
                            has_allergies: boolean | null;
                            id: number;
                            /** @description What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted. */
                            missing_for_submit: string[];
                            /** @description Medications or supplements not in the catalogue. */
                            other_medications: string | null;
                            /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                            pharmacy_id: number | null;
                            /** @description Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back. */
                            photo_id_uploaded: boolean;
                            /** @description When the current photo ID was uploaded (null: none yet). */
                            photo_id_uploaded_at: string | null;
                            /** @enum {string|null} */
                            pregnancy_status: "not_pregnant" | "pregnant" | "not_sure" | null;
                            /**
                             * @description Asked on male-partner intakes (required there).
                             * @enum {string|null}
                             */
                            sex_assigned_at_birth: "female" | "male" | "intersex" | null;
                            /**
                             * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                             * @enum {string|null}
                             */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                            submitted_at: string | null;
                            /**
                             * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                             * @enum {string|null}
                             */
                            symptom_duration: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                            /** @description Current symptoms; [] means no symptoms. */
                            symptoms: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                            updated_at: string;
                            /** @description 12345 or 12345-6789. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Anything else the clinician should know (optional). */
                            additional_notes: string | null;
                            /** @description Shipping address. */
                            address_line1: string | null;
                            /** @description Shipping address, second line (optional). */
                            address_line2: string | null;
                            /** @description Set by POST .../agree_to_terms/. */
                            agreed_to_terms_at: string | null;
                            /** @description The allergies and reactions; required when has_allergies is true. */
                            allergies: string | null;
                            breastfeeding: boolean | null;
                            /** @description Shipping address. */
                            city: string | null;
                            /** @description Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner). */
                            consented_to_not_trying_to_conceive_at: string | null;
                            /** @description Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults). */
                            consented_to_ungated_rx_terms_at: string | null;
                            /** @enum {string} */
                            consult_type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            consult_uid: string;
                            created_at: string;
                            /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                            current_medication_ids: number[] | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                             */
                            date_of_birth: string | null;
                            /** @description Any medication allergies. false clears allergies. */
                            has_allergies: boolean | null;
                            id: number;
                            /** @description What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted. */
                            missing_for_submit: string[];
                            /** @description Medications or supplements not in the catalogue. */
                            other_medications: string | null;
                            /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                            pharmacy_id: number | null;
                            /** @description Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back. */
                            photo_id_uploaded: boolean;
                            /** @description When the current photo ID was uploaded (null: none yet). */
                            photo_id_uploaded_at: string | null;
                            /** @enum {string|null} */
                            pregnancy_status: "not_pregnant" | "pregnant" | "not_sure" | null;
                            /**
                             * @description Asked on male-partner intakes (required there).
                             * @enum {string|null}
                             */
                            sex_assigned_at_birth: "female" | "male" | "intersex" | null;
                            /**
                             * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                             * @enum {string|null}
                             */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                            submitted_at: string | null;
                            /**
                             * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                             * @enum {string|null}
                             */
                            symptom_duration: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                            /** @description Current symptoms; [] means no symptoms. */
                            symptoms: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                            updated_at: string;
                            /** @description 12345 or 12345-6789. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consult-intake/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An intake
         * @description The intake with its answers (null: not answered yet), consent timestamps and `missing_for_submit` (what submission still needs). Another user's intake: 404. Audited (read).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    /** @description The intake id (at most 9 digits). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Anything else the clinician should know (optional). */
                            additional_notes: string | null;
                            /** @description Shipping address. */
                            address_line1: string | null;
                            /** @description Shipping address, second line (optional). */
                            address_line2: string | null;
                            /** @description Set by POST .../agree_to_terms/. */
                            agreed_to_terms_at: string | null;
                            /** @description The allergies and reactions; required when has_allergies is true. */
                            allergies: string | null;
                            breastfeeding: boolean | null;
                            /** @description Shipping address. */
                            city: string | null;
                            /** @description Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner). */
                            consented_to_not_trying_to_conceive_at: string | null;
                            /** @description Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults). */
                            consented_to_ungated_rx_terms_at: string | null;
                            /** @enum {string} */
                            consult_type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            consult_uid: string;
                            created_at: string;
                            /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                            current_medication_ids: number[] | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                             */
                            date_of_birth: string | null;
                            /** @description Any medication allergies. false clears allergies. */
                            has_allergies: boolean | null;
                            id: number;
                            /** @description What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted. */
                            missing_for_submit: string[];
                            /** @description Medications or supplements not in the catalogue. */
                            other_medications: string | null;
                            /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                            pharmacy_id: number | null;
                            /** @description Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back. */
                            photo_id_uploaded: boolean;
                            /** @description When the current photo ID was uploaded (null: none yet). */
                            photo_id_uploaded_at: string | null;
                            /** @enum {string|null} */
                            pregnancy_status: "not_pregnant" | "pregnant" | "not_sure" | null;
                            /**
                             * @description Asked on male-partner intakes (required there).
                             * @enum {string|null}
                             */
                            sex_assigned_at_birth: "female" | "male" | "intersex" | null;
                            /**
                             * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                             * @enum {string|null}
                             */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                            submitted_at: string | null;
                            /**
                             * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                             * @enum {string|null}
                             */
                            symptom_duration: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                            /** @description Current symptoms; [] means no symptoms. */
                            symptoms: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                            updated_at: string;
                            /** @description 12345 or 12345-6789. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Answer intake questions
         * @description Changes the given answers (at least one field; null clears an answer). Text is trimmed and may not be blank. Validation: enums as listed, unknown medication or pharmacy ids 400, date_of_birth a real past date making the patient 18 or older. Follow-ups are cleared with the answer they follow (symptoms [] clears symptom_duration, has_allergies false clears allergies). Only while the intake is unsubmitted and the consult in ST: 409 otherwise. Which answers are required depends on the consult type (see submit). Audited (update).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The intake id (at most 9 digits). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Anything else the clinician should know (optional). */
                        additional_notes?: string | null;
                        /** @description Shipping address. */
                        address_line1?: string | null;
                        /** @description Shipping address, second line (optional). */
                        address_line2?: string | null;
                        /** @description The allergies and reactions; required when has_allergies is true. */
                        allergies?: string | null;
                        breastfeeding?: boolean | null;
                        /** @description Shipping address. */
                        city?: string | null;
                        /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                        current_medication_ids?: number[] | null;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                         */
                        date_of_birth?: string | null;
                        /** @description Any medication allergies. false clears allergies. */
                        has_allergies?: boolean | null;
                        /** @description Medications or supplements not in the catalogue. */
                        other_medications?: string | null;
                        /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                        pharmacy_id?: number | null;
                        /** @enum {string|null} */
                        pregnancy_status?: "not_pregnant" | "pregnant" | "not_sure" | null;
                        /**
                         * @description Asked on male-partner intakes (required there).
                         * @enum {string|null}
                         */
                        sex_assigned_at_birth?: "female" | "male" | "intersex" | null;
                        /**
                         * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                         * @enum {string|null}
                         */
                        state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                        /**
                         * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                         * @enum {string|null}
                         */
                        symptom_duration?: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                        /** @description Current symptoms; [] means no symptoms. */
                        symptoms?: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                        /** @description 12345 or 12345-6789. */
                        zip_code?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Anything else the clinician should know (optional). */
                            additional_notes: string | null;
                            /** @description Shipping address. */
                            address_line1: string | null;
                            /** @description Shipping address, second line (optional). */
                            address_line2: string | null;
                            /** @description Set by POST .../agree_to_terms/. */
                            agreed_to_terms_at: string | null;
                            /** @description The allergies and reactions; required when has_allergies is true. */
                            allergies: string | null;
                            breastfeeding: boolean | null;
                            /** @description Shipping address. */
                            city: string | null;
                            /** @description Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner). */
                            consented_to_not_trying_to_conceive_at: string | null;
                            /** @description Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults). */
                            consented_to_ungated_rx_terms_at: string | null;
                            /** @enum {string} */
                            consult_type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            consult_uid: string;
                            created_at: string;
                            /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                            current_medication_ids: number[] | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                             */
                            date_of_birth: string | null;
                            /** @description Any medication allergies. false clears allergies. */
                            has_allergies: boolean | null;
                            id: number;
                            /** @description What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted. */
                            missing_for_submit: string[];
                            /** @description Medications or supplements not in the catalogue. */
                            other_medications: string | null;
                            /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                            pharmacy_id: number | null;
                            /** @description Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back. */
                            photo_id_uploaded: boolean;
                            /** @description When the current photo ID was uploaded (null: none yet). */
                            photo_id_uploaded_at: string | null;
                            /** @enum {string|null} */
                            pregnancy_status: "not_pregnant" | "pregnant" | "not_sure" | null;
                            /**
                             * @description Asked on male-partner intakes (required there).
                             * @enum {string|null}
                             */
                            sex_assigned_at_birth: "female" | "male" | "intersex" | null;
                            /**
                             * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                             * @enum {string|null}
                             */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                            submitted_at: string | null;
                            /**
                             * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                             * @enum {string|null}
                             */
                            symptom_duration: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                            /** @description Current symptoms; [] means no symptoms. */
                            symptoms: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                            updated_at: string;
                            /** @description 12345 or 12345-6789. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/consult-intake/{id}/address-info/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The intake's shipping address
         * @description The shipping address given on the intake (null fields: not answered), whether it is complete, and whether care is available in its state (the 50 states and DC; not the territories; null without a state). Audited (read of the intake).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    /** @description The intake id (at most 9 digits). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address_complete: boolean;
                            address_line1: string | null;
                            address_line2: string | null;
                            care_available_in_state: boolean | null;
                            city: string | null;
                            intake_id: number;
                            state: string | null;
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consult-intake/{id}/agree_to_terms/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * agree to terms
         * @description Agree to the terms of care (every consult type). Sets agreed_to_terms_at. Idempotent: a repeated call answers 200 and keeps the first timestamp. Only while the intake is unsubmitted and the consult in ST: 409 otherwise. Audited (update).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The intake id (at most 9 digits). */
                    id: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Anything else the clinician should know (optional). */
                            additional_notes: string | null;
                            /** @description Shipping address. */
                            address_line1: string | null;
                            /** @description Shipping address, second line (optional). */
                            address_line2: string | null;
                            /** @description Set by POST .../agree_to_terms/. */
                            agreed_to_terms_at: string | null;
                            /** @description The allergies and reactions; required when has_allergies is true. */
                            allergies: string | null;
                            breastfeeding: boolean | null;
                            /** @description Shipping address. */
                            city: string | null;
                            /** @description Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner). */
                            consented_to_not_trying_to_conceive_at: string | null;
                            /** @description Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults). */
                            consented_to_ungated_rx_terms_at: string | null;
                            /** @enum {string} */
                            consult_type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            consult_uid: string;
                            created_at: string;
                            /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                            current_medication_ids: number[] | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                             */
                            date_of_birth: string | null;
                            /** @description Any medication allergies. false clears allergies. */
                            has_allergies: boolean | null;
                            id: number;
                            /** @description What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted. */
                            missing_for_submit: string[];
                            /** @description Medications or supplements not in the catalogue. */
                            other_medications: string | null;
                            /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                            pharmacy_id: number | null;
                            /** @description Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back. */
                            photo_id_uploaded: boolean;
                            /** @description When the current photo ID was uploaded (null: none yet). */
                            photo_id_uploaded_at: string | null;
                            /** @enum {string|null} */
                            pregnancy_status: "not_pregnant" | "pregnant" | "not_sure" | null;
                            /**
                             * @description Asked on male-partner intakes (required there).
                             * @enum {string|null}
                             */
                            sex_assigned_at_birth: "female" | "male" | "intersex" | null;
                            /**
                             * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                             * @enum {string|null}
                             */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                            submitted_at: string | null;
                            /**
                             * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                             * @enum {string|null}
                             */
                            symptom_duration: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                            /** @description Current symptoms; [] means no symptoms. */
                            symptoms: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                            updated_at: string;
                            /** @description 12345 or 12345-6789. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consult-intake/{id}/consent_to_not_trying_to_conceive/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * consent to not trying to conceive
         * @description Confirm not being pregnant or trying to conceive, since several treatments are unsafe in pregnancy (every consult type but male-partner: 409 there). Sets consented_to_not_trying_to_conceive_at. Idempotent: a repeated call answers 200 and keeps the first timestamp. Only while the intake is unsubmitted and the consult in ST: 409 otherwise. Audited (update).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The intake id (at most 9 digits). */
                    id: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Anything else the clinician should know (optional). */
                            additional_notes: string | null;
                            /** @description Shipping address. */
                            address_line1: string | null;
                            /** @description Shipping address, second line (optional). */
                            address_line2: string | null;
                            /** @description Set by POST .../agree_to_terms/. */
                            agreed_to_terms_at: string | null;
                            /** @description The allergies and reactions; required when has_allergies is true. */
                            allergies: string | null;
                            breastfeeding: boolean | null;
                            /** @description Shipping address. */
                            city: string | null;
                            /** @description Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner). */
                            consented_to_not_trying_to_conceive_at: string | null;
                            /** @description Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults). */
                            consented_to_ungated_rx_terms_at: string | null;
                            /** @enum {string} */
                            consult_type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            consult_uid: string;
                            created_at: string;
                            /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                            current_medication_ids: number[] | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                             */
                            date_of_birth: string | null;
                            /** @description Any medication allergies. false clears allergies. */
                            has_allergies: boolean | null;
                            id: number;
                            /** @description What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted. */
                            missing_for_submit: string[];
                            /** @description Medications or supplements not in the catalogue. */
                            other_medications: string | null;
                            /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                            pharmacy_id: number | null;
                            /** @description Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back. */
                            photo_id_uploaded: boolean;
                            /** @description When the current photo ID was uploaded (null: none yet). */
                            photo_id_uploaded_at: string | null;
                            /** @enum {string|null} */
                            pregnancy_status: "not_pregnant" | "pregnant" | "not_sure" | null;
                            /**
                             * @description Asked on male-partner intakes (required there).
                             * @enum {string|null}
                             */
                            sex_assigned_at_birth: "female" | "male" | "intersex" | null;
                            /**
                             * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                             * @enum {string|null}
                             */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                            submitted_at: string | null;
                            /**
                             * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                             * @enum {string|null}
                             */
                            symptom_duration: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                            /** @description Current symptoms; [] means no symptoms. */
                            symptoms: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                            updated_at: string;
                            /** @description 12345 or 12345-6789. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consult-intake/{id}/consent_to_ungated_rx_terms/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * consent to ungated rx terms
         * @description Accept the terms of treatment without a qualifying test result (ungated-rx consults only: 409 for other types). Sets consented_to_ungated_rx_terms_at. Idempotent: a repeated call answers 200 and keeps the first timestamp. Only while the intake is unsubmitted and the consult in ST: 409 otherwise. Audited (update).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The intake id (at most 9 digits). */
                    id: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Anything else the clinician should know (optional). */
                            additional_notes: string | null;
                            /** @description Shipping address. */
                            address_line1: string | null;
                            /** @description Shipping address, second line (optional). */
                            address_line2: string | null;
                            /** @description Set by POST .../agree_to_terms/. */
                            agreed_to_terms_at: string | null;
                            /** @description The allergies and reactions; required when has_allergies is true. */
                            allergies: string | null;
                            breastfeeding: boolean | null;
                            /** @description Shipping address. */
                            city: string | null;
                            /** @description Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner). */
                            consented_to_not_trying_to_conceive_at: string | null;
                            /** @description Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults). */
                            consented_to_ungated_rx_terms_at: string | null;
                            /** @enum {string} */
                            consult_type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            consult_uid: string;
                            created_at: string;
                            /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                            current_medication_ids: number[] | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                             */
                            date_of_birth: string | null;
                            /** @description Any medication allergies. false clears allergies. */
                            has_allergies: boolean | null;
                            id: number;
                            /** @description What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted. */
                            missing_for_submit: string[];
                            /** @description Medications or supplements not in the catalogue. */
                            other_medications: string | null;
                            /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                            pharmacy_id: number | null;
                            /** @description Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back. */
                            photo_id_uploaded: boolean;
                            /** @description When the current photo ID was uploaded (null: none yet). */
                            photo_id_uploaded_at: string | null;
                            /** @enum {string|null} */
                            pregnancy_status: "not_pregnant" | "pregnant" | "not_sure" | null;
                            /**
                             * @description Asked on male-partner intakes (required there).
                             * @enum {string|null}
                             */
                            sex_assigned_at_birth: "female" | "male" | "intersex" | null;
                            /**
                             * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                             * @enum {string|null}
                             */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                            submitted_at: string | null;
                            /**
                             * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                             * @enum {string|null}
                             */
                            symptom_duration: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                            /** @description Current symptoms; [] means no symptoms. */
                            symptoms: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                            updated_at: string;
                            /** @description 12345 or 12345-6789. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consult-intake/{id}/pharmacies/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a pharmacy for the intake
         * @description Searches the pharmacy directory by postal_code (5 digits, exact) and/or pharmacy_name (2-100 characters, case-insensitive, anywhere in the name); at least one is required (400). Both: pharmacies matching both. At most 20 results, by name. Pick one with PATCH {pharmacy_id}. The intake must be the caller's (404). Directory data, not health data: not audited.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                    pharmacy_name?: string;
                    postal_code?: string;
                };
                header?: never;
                path: {
                    /** @description The intake id (at most 9 digits). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address_line1: string;
                            city: string;
                            id: number;
                            name: string;
                            phone_number: string;
                            state: string;
                            zip_code: string;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consult-intake/{id}/photo-id/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the photo of your ID
         * @description Uploads the photo of a government-issued ID for the caller's own consult intake (another user's intake, or an unknown id: 404). The request body is the image file itself (not multipart), with its Content-Type: image/jpeg, image/png, image/heic, image/heif, or application/octet-stream / none when the browser does not know the file's type (a HEIC photo on a desktop). The file must really be a JPEG, PNG or HEIC/HEIF image (its first bytes decide, whatever the declared type) of at most 10 MB (10485760 bytes) and 50 megapixels that decodes whole. Another declared type (text, PDF, JSON, multipart...), an empty file or bytes that are not such an image: 400 {detail, field: "photo_id"}; too large: 413 {detail, field: "photo_id"}; nothing is written. The image is decoded and stored re-encoded (JPEG as JPEG, PNG as PNG, HEIC as JPEG), turned upright, without any metadata (EXIF, GPS location) or bytes beyond the image. At most 20 uploads per account an hour (every upload the intake's state allows counts, accepted or refused): 429 with Retry-After beyond. Allowed while the intake is unsubmitted and the consult in ST (a new upload replaces the earlier photo, whose file is deleted), and for a consult in ID (ID_FAILURE: the clinician could not verify the identity): the new photo replaces the old one (deleted) and the consult goes back to SU (submitted, under review). Any other state: 409. The file is stored privately under a random name (never the uploaded file's name) and is never sent back to the patient: the intake only says `photo_id_uploaded` and `photo_id_uploaded_at`. Answers the intake. Audited: create (first photo) or update (a replacement) of the photo_id, and update of the consult on a reupload; the image and its name are never logged.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The intake id (at most 9 digits). */
                    id: string;
                };
                cookie?: never;
            };
            /** @description The image file (JPEG, PNG or HEIC/HEIF, at most 10 MB) as the raw request body. */
            requestBody: {
                content: {
                    "application/octet-stream": unknown;
                    "image/heic": unknown;
                    "image/heif": unknown;
                    "image/jpeg": unknown;
                    "image/png": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Anything else the clinician should know (optional). */
                            additional_notes: string | null;
                            /** @description Shipping address. */
                            address_line1: string | null;
                            /** @description Shipping address, second line (optional). */
                            address_line2: string | null;
                            /** @description Set by POST .../agree_to_terms/. */
                            agreed_to_terms_at: string | null;
                            /** @description The allergies and reactions; required when has_allergies is true. */
                            allergies: string | null;
                            breastfeeding: boolean | null;
                            /** @description Shipping address. */
                            city: string | null;
                            /** @description Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner). */
                            consented_to_not_trying_to_conceive_at: string | null;
                            /** @description Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults). */
                            consented_to_ungated_rx_terms_at: string | null;
                            /** @enum {string} */
                            consult_type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            consult_uid: string;
                            created_at: string;
                            /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                            current_medication_ids: number[] | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                             */
                            date_of_birth: string | null;
                            /** @description Any medication allergies. false clears allergies. */
                            has_allergies: boolean | null;
                            id: number;
                            /** @description What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted. */
                            missing_for_submit: string[];
                            /** @description Medications or supplements not in the catalogue. */
                            other_medications: string | null;
                            /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                            pharmacy_id: number | null;
                            /** @description Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back. */
                            photo_id_uploaded: boolean;
                            /** @description When the current photo ID was uploaded (null: none yet). */
                            photo_id_uploaded_at: string | null;
                            /** @enum {string|null} */
                            pregnancy_status: "not_pregnant" | "pregnant" | "not_sure" | null;
                            /**
                             * @description Asked on male-partner intakes (required there).
                             * @enum {string|null}
                             */
                            sex_assigned_at_birth: "female" | "male" | "intersex" | null;
                            /**
                             * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                             * @enum {string|null}
                             */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                            submitted_at: string | null;
                            /**
                             * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                             * @enum {string|null}
                             */
                            symptom_duration: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                            /** @description Current symptoms; [] means no symptoms. */
                            symptoms: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                            updated_at: string;
                            /** @description 12345 or 12345-6789. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consult-intake/{id}/submit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the intake for clinician review
         * @description Stamps submitted_at and moves the consult ST -> SU (submitted). Required: every consult type: has_allergies (and allergies when true), current_medication_ids ([] for none), date_of_birth, address_line1, city, state, zip_code, agree_to_terms; all but male-partner: symptoms ([] for none; symptom_duration when not empty), pregnancy_status, breastfeeding, consent_to_not_trying_to_conceive; male-partner: sex_assigned_at_birth; ungated-rx: consent_to_ungated_rx_terms; vaginitis: photo_id (a photo of a government ID, PUT .../photo-id/). Incomplete: 400 {detail: 'Missing: a, b.', field: <first missing>, missing: [a, b]}. A shipping state where care is not available (territories): 400 with field state. Already submitted, or the consult not in ST: 409. Pregnancy and breastfeeding answers are for the clinician to weigh; they do not block submission. Audited: update of the intake and of the consult.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The intake id (at most 9 digits). */
                    id: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Anything else the clinician should know (optional). */
                            additional_notes: string | null;
                            /** @description Shipping address. */
                            address_line1: string | null;
                            /** @description Shipping address, second line (optional). */
                            address_line2: string | null;
                            /** @description Set by POST .../agree_to_terms/. */
                            agreed_to_terms_at: string | null;
                            /** @description The allergies and reactions; required when has_allergies is true. */
                            allergies: string | null;
                            breastfeeding: boolean | null;
                            /** @description Shipping address. */
                            city: string | null;
                            /** @description Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner). */
                            consented_to_not_trying_to_conceive_at: string | null;
                            /** @description Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults). */
                            consented_to_ungated_rx_terms_at: string | null;
                            /** @enum {string} */
                            consult_type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            consult_uid: string;
                            created_at: string;
                            /** @description Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none. */
                            current_medication_ids: number[] | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).
                             */
                            date_of_birth: string | null;
                            /** @description Any medication allergies. false clears allergies. */
                            has_allergies: boolean | null;
                            id: number;
                            /** @description What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted. */
                            missing_for_submit: string[];
                            /** @description Medications or supplements not in the catalogue. */
                            other_medications: string | null;
                            /** @description Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped. */
                            pharmacy_id: number | null;
                            /** @description Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back. */
                            photo_id_uploaded: boolean;
                            /** @description When the current photo ID was uploaded (null: none yet). */
                            photo_id_uploaded_at: string | null;
                            /** @enum {string|null} */
                            pregnancy_status: "not_pregnant" | "pregnant" | "not_sure" | null;
                            /**
                             * @description Asked on male-partner intakes (required there).
                             * @enum {string|null}
                             */
                            sex_assigned_at_birth: "female" | "male" | "intersex" | null;
                            /**
                             * @description Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).
                             * @enum {string|null}
                             */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI" | null;
                            submitted_at: string | null;
                            /**
                             * @description How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.
                             * @enum {string|null}
                             */
                            symptom_duration: "under_1_week" | "1_to_4_weeks" | "1_to_6_months" | "over_6_months" | null;
                            /** @description Current symptoms; [] means no symptoms. */
                            symptoms: ("abnormal_discharge" | "odor" | "itching" | "burning" | "irritation" | "dryness" | "pain_during_sex" | "painful_urination" | "spotting")[] | null;
                            updated_at: string;
                            /** @description 12345 or 12345-6789. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                            missing?: string[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consult-intake/medications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The medication catalogue
         * @description Common medications a patient can pick as current medications on an intake (`current_medication_ids`), ordered by name. Sign-in required (it is part of the intake). Optional `search`: 1-100 characters, case-insensitive, matched anywhere in the name. Optional `for`: men or women, leaves out what only the other takes (contraceptives and IUDs are for women; the male-partner intake asks for men); without it, everything. Reference data, not health data: not audited.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                    for?: "men" | "women";
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consults/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's consults
         * @description Every consult of the signed-in user, latest first (by creation). The flags derived from the status are documented on each field (SPEC leaves their exact rules open: these are the team's decisions).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult has been paid for. */
                            consult_paid: boolean;
                            /** @description Submitted and waiting on a clinician: status SU or PR. */
                            consult_pending: boolean;
                            /** @description The id of the message thread, if one exists. */
                            consultmessagethread: number | null;
                            created_at: string;
                            /** @description Finished for good: status CP, RF, IE or CA. */
                            is_closed: boolean;
                            /** @description Intake not yet submitted: status IN, OR or ST. */
                            is_pre_submit: boolean;
                            /**
                             * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                             * @enum {string|null}
                             */
                            pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                            prescriptions: {
                                is_disabled_for_refill: boolean;
                                is_otc_product: boolean;
                                is_refillable_product: boolean;
                                product: {
                                    slug: string;
                                };
                                refills_remaining: number;
                            }[];
                            /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                            purchase_type: string | null;
                            /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                            ready_for_refills: boolean;
                            selected_treatments: {
                                slug: string;
                            }[];
                            /** @description Submitted and not finished: status SU, PR, ER or ID. */
                            show_consult_in_progress: boolean;
                            /**
                             * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                             * @enum {string}
                             */
                            status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                            /** @enum {string} */
                            type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            uid: string;
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Start a consult
         * @description Starts a consult of the signed-in user in status IN (opted in); paying for it (checkout_url) moves it on. purchase_type follows the type: a-la-care (vaginitis), ungated-rx, sti, male-partner. Rules (the team's decisions):
         *     - vaginitis: test_hash of the caller's own ready test (another user's or unknown: 404), eligible for care or a-la-care, results at most 21 days old (SPEC §5), and 1-5 selected_treatments (catalogue treatments: est-1, soo-3, af-1, af-3, ba-14); one open (not closed) vaginitis consult per test (409).
         *     - ungated-rx: selected_treatments required; test_hash optional (ungated: no results needed), but if given it must be the caller's test and eligible for ungated Rx; one open ungated-rx consult at a time (409).
         *     - sti (the async STI consult creation of SPEC §7 uses this route with {type: 'sti', test_hash}): the caller's ready test whose expanded PCR (STI) panel was bought (expanded_pcr_panel of the test; 409 otherwise: STI treatment starts from its findings); no selected_treatments (the clinician prescribes) and nothing to pay (its intake opens from IN). Idempotent: when the test already has an open sti consult, that consult is answered with 200 instead of 201 (the response always has its uid).
         *     - male-partner: only for an account registered through the male-partner route (403 otherwise, and a male-partner account may start no other type); no test_hash, no selected_treatments (the voucher is what is paid for); one open male-partner consult at a time (409).
         *     Provider accounts cannot start consults (403). A test whose results are not ready, or that is not eligible, answers 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        selected_treatments?: string[];
                        test_hash?: string;
                        /** @enum {string} */
                        type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult has been paid for. */
                            consult_paid: boolean;
                            /** @description Submitted and waiting on a clinician: status SU or PR. */
                            consult_pending: boolean;
                            /** @description The id of the message thread, if one exists. */
                            consultmessagethread: number | null;
                            created_at: string;
                            /** @description Finished for good: status CP, RF, IE or CA. */
                            is_closed: boolean;
                            /** @description Intake not yet submitted: status IN, OR or ST. */
                            is_pre_submit: boolean;
                            /**
                             * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                             * @enum {string|null}
                             */
                            pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                            prescriptions: {
                                is_disabled_for_refill: boolean;
                                is_otc_product: boolean;
                                is_refillable_product: boolean;
                                product: {
                                    slug: string;
                                };
                                refills_remaining: number;
                            }[];
                            /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                            purchase_type: string | null;
                            /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                            ready_for_refills: boolean;
                            selected_treatments: {
                                slug: string;
                            }[];
                            /** @description Submitted and not finished: status SU, PR, ER or ID. */
                            show_consult_in_progress: boolean;
                            /**
                             * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                             * @enum {string}
                             */
                            status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                            /** @enum {string} */
                            type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            uid: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult has been paid for. */
                            consult_paid: boolean;
                            /** @description Submitted and waiting on a clinician: status SU or PR. */
                            consult_pending: boolean;
                            /** @description The id of the message thread, if one exists. */
                            consultmessagethread: number | null;
                            created_at: string;
                            /** @description Finished for good: status CP, RF, IE or CA. */
                            is_closed: boolean;
                            /** @description Intake not yet submitted: status IN, OR or ST. */
                            is_pre_submit: boolean;
                            /**
                             * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                             * @enum {string|null}
                             */
                            pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                            prescriptions: {
                                is_disabled_for_refill: boolean;
                                is_otc_product: boolean;
                                is_refillable_product: boolean;
                                product: {
                                    slug: string;
                                };
                                refills_remaining: number;
                            }[];
                            /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                            purchase_type: string | null;
                            /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                            ready_for_refills: boolean;
                            selected_treatments: {
                                slug: string;
                            }[];
                            /** @description Submitted and not finished: status SU, PR, ER or ID. */
                            show_consult_in_progress: boolean;
                            /**
                             * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                             * @enum {string}
                             */
                            status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                            /** @enum {string} */
                            type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            uid: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consults/{uid}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One consult of the caller
         * @description The consult with this uid. Another user's consult, or an unknown uid: 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult has been paid for. */
                            consult_paid: boolean;
                            /** @description Submitted and waiting on a clinician: status SU or PR. */
                            consult_pending: boolean;
                            /** @description The id of the message thread, if one exists. */
                            consultmessagethread: number | null;
                            created_at: string;
                            /** @description Finished for good: status CP, RF, IE or CA. */
                            is_closed: boolean;
                            /** @description Intake not yet submitted: status IN, OR or ST. */
                            is_pre_submit: boolean;
                            /**
                             * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                             * @enum {string|null}
                             */
                            pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                            prescriptions: {
                                is_disabled_for_refill: boolean;
                                is_otc_product: boolean;
                                is_refillable_product: boolean;
                                product: {
                                    slug: string;
                                };
                                refills_remaining: number;
                            }[];
                            /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                            purchase_type: string | null;
                            /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                            ready_for_refills: boolean;
                            selected_treatments: {
                                slug: string;
                            }[];
                            /** @description Submitted and not finished: status SU, PR, ER or ID. */
                            show_consult_in_progress: boolean;
                            /**
                             * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                             * @enum {string}
                             */
                            status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                            /** @enum {string} */
                            type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            uid: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Choose the pharmacy of a consult
         * @description Sets pharmacy_type: flora-pharmacy (Flora's mail-order pharmacy ships the prescriptions) or local-pharmacy (picked up at a pharmacy chosen in the intake). Only pharmacy_type can be changed, and only before the intake is submitted (status IN, OR or ST): 409 afterwards, since the clinician prescribes to the chosen pharmacy.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        pharmacy_type: "flora-pharmacy" | "local-pharmacy";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult has been paid for. */
                            consult_paid: boolean;
                            /** @description Submitted and waiting on a clinician: status SU or PR. */
                            consult_pending: boolean;
                            /** @description The id of the message thread, if one exists. */
                            consultmessagethread: number | null;
                            created_at: string;
                            /** @description Finished for good: status CP, RF, IE or CA. */
                            is_closed: boolean;
                            /** @description Intake not yet submitted: status IN, OR or ST. */
                            is_pre_submit: boolean;
                            /**
                             * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                             * @enum {string|null}
                             */
                            pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                            prescriptions: {
                                is_disabled_for_refill: boolean;
                                is_otc_product: boolean;
                                is_refillable_product: boolean;
                                product: {
                                    slug: string;
                                };
                                refills_remaining: number;
                            }[];
                            /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                            purchase_type: string | null;
                            /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                            ready_for_refills: boolean;
                            selected_treatments: {
                                slug: string;
                            }[];
                            /** @description Submitted and not finished: status SU, PR, ER or ID. */
                            show_consult_in_progress: boolean;
                            /**
                             * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                             * @enum {string}
                             */
                            status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                            /** @enum {string} */
                            type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            uid: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/consults/{uid}/checkout_url/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pay for a consult
         * @description Starts a checkout session (kind consult) for an unpaid consult (status IN; 409 otherwise) and answers its checkout_url. The price comes from the catalogue on the server: one of each selected treatment, or the male-partner treatment voucher for a male-partner consult; a consult with nothing to pay for (an sti consult) answers 409. Every call starts a new session (a GET, as SPEC §7 names it, but not idempotent), so staff viewing as the user (__impersonate) get 403: impersonation is read-only.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The payment page of the new checkout session (a path on this API). */
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consults/{uid}/cross-sell-checkout-url/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy care products with a consult
         * @description Starts a checkout session (kind cross-sell, one of each product, priced on the server) and answers its checkout_url. product_slugs: 1-10 distinct slugs, each one of the consult's recommended products (400 otherwise). Only for a paid consult that is not referred, ineligible or cancelled (409 otherwise).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_slugs: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The payment page of the new checkout session (a path on this API). */
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consults/{uid}/messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A consult's messages
         * @description The messages between the patient and the clinicians on one of the caller's consults, newest first. Pages: `limit` (default 100, at most 200) and `before` (a message id: only older messages); the next page is `before=<id of the last message>`, and a page shorter than `limit` is the last. No thread yet: []. Another user's consult: 404. Audited: a read of each message answered.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                    /** @description A message id (at most 9 digits). */
                    before?: string;
                    /** @description 1-200, default 100 */
                    limit?: string;
                };
                header?: never;
                path: {
                    /** @description The consult uid. */
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                /** @description First name and last initial, e.g. "Dana D.". */
                                name: string;
                                /** @enum {string} */
                                role: "patient" | "clinician";
                            };
                            body: string;
                            created_at: string;
                            /** @description Increasing with time: the cursor of `before`. */
                            id: number;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Message your provider
         * @description Adds the caller's message to one of their consults (creating the consult's thread on the first message): 201 with the message. `body`: 1-5000 characters, trimmed, not blank. Allowed in every consult status (questions after completion included). Another user's consult: 404. Audited (create).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The consult uid. */
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1-5000 characters; trimmed; may not be blank. */
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                /** @description First name and last initial, e.g. "Dana D.". */
                                name: string;
                                /** @enum {string} */
                                role: "patient" | "clinician";
                            };
                            body: string;
                            created_at: string;
                            /** @description Increasing with time: the cursor of `before`. */
                            id: number;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consults/{uid}/recommended-products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products recommended with a consult
         * @description data.care_products: every care product on sale keyed by slug (treatment calendar $30, coaching call $35, travel bag $25, consult review $30); data.routine_essentials: the vaginal probiotic op-4, except for a male-partner consult (empty list). Prices in dollars. These are the products cross-sell-checkout-url accepts.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Care products keyed by slug. */
                                care_products: {
                                    [key: string]: {
                                        /** @description Dollars; null without a discount. */
                                        discounted_price: number | null;
                                        id: number;
                                        image_url: string;
                                        name: string;
                                        /** @description Dollars. */
                                        price: number;
                                        slug: string;
                                    };
                                };
                                routine_essentials: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consults/{uid}/refill-checkout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refill prescriptions of a consult
         * @description Starts a checkout session (kind refill, one of each product, priced on the server) and answers its checkout_url. product_slugs: 1-10 distinct slugs, each a prescription of this consult that can be refilled now — over the counter, or with refills_remaining above 0 — and not disabled for refill (400 with field product_slugs otherwise). Only for a completed consult (CP; 409 otherwise). Processing the paid order uses up one refill per unit. Another user's consult: 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_slugs: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The payment page of the new checkout session (a path on this API). */
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consults/{uid}/reset-calendar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reset the treatment calendar
         * @description Back to the clinician's calendar: clears the start date, puts every skipped or rescheduled entry back in its original week without adjustment, and deletes the interruptions (they were dated relative to the old start). The prescriptions and the plan itself stay. Idempotent. A plan exists for the patient once the clinician has built it and completed the consult (status CP); before that, and for another user's consult, 404. Answers the plan.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult_uid: string;
                            /**
                             * Format: date
                             * @description The last day of the retest week, after paused days; null without a start date.
                             */
                            end_date: string | null;
                            interruptions: {
                                consult_uid: string;
                                days: number;
                                /**
                                 * Format: date
                                 * @description The last paused day.
                                 */
                                end_date: string;
                                id: number;
                                /** Format: date */
                                start_date: string;
                            }[];
                            /** @description The number of weeks; the last one is the retest week. */
                            last_treatment_week: number;
                            /** @description Total days of the interruptions. */
                            paused_days: number;
                            /**
                             * Format: date
                             * @description The treatment start date; null until the patient sets it.
                             */
                            start_date: string | null;
                            treatment_schedule: {
                                /**
                                 * Format: date
                                 * @description Last day of the week: start_date plus six days (the retest week: pausing_end_date).
                                 */
                                end_date: string | null;
                                is_retest_week: boolean;
                                /**
                                 * Format: date
                                 * @description Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.
                                 */
                                pausing_end_date: string | null;
                                /**
                                 * Format: date
                                 * @description First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.
                                 */
                                pausing_start_date: string | null;
                                prescriptions: {
                                    adjustment_reason: string | null;
                                    /** @enum {string|null} */
                                    adjustment_type: "skip" | "reschedule" | null;
                                    /** @description Taken as needed rather than on a fixed schedule. */
                                    as_needed: boolean;
                                    /** @description The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/). */
                                    id: number;
                                    /** @description The product's name (the slug when the catalogue has no such product). */
                                    name: string;
                                    /** @description The week the clinician planned (differs from week after a reschedule). */
                                    original_week: number;
                                    /** @description SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false). */
                                    pauses_during_period: boolean;
                                    /** @description The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4. */
                                    slug: string;
                                    week: number;
                                }[];
                                /**
                                 * Format: date
                                 * @description First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.
                                 */
                                start_date: string | null;
                                /** @description Week 1 is the initial check-in; the last week is the final retest. */
                                week: number;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/consults/{uid}/treatment_plan/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The treatment plan calendar of a consult
         * @description The calendar: start_date, last_treatment_week (the retest week) and treatment_schedule, one entry per week 1..last_treatment_week (empty weeks included) with the products of that week (each with its slug and calendar entry id; skipped entries stay listed with adjustment_type skip; rescheduled ones are listed in their new week), plus the interruptions. A plan exists for the patient once the clinician has built it and completed the consult (status CP); before that, and for another user's consult, 404. Dates: week k covers the 7(k-1)+1-th to 7k-th days counted from start_date (start_date, end_date): the dates of the treatments that continue during a period. An interruption pauses only the treatments with pauses_during_period (SPEC §5: boric acid, vaginal probiotics): their days inside it are not counted, so their dates in the week containing it and every later week end later by its days (pausing_start_date, pausing_end_date; paused_days in total), and so does the retest week, which follows every treatment.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult_uid: string;
                            /**
                             * Format: date
                             * @description The last day of the retest week, after paused days; null without a start date.
                             */
                            end_date: string | null;
                            interruptions: {
                                consult_uid: string;
                                days: number;
                                /**
                                 * Format: date
                                 * @description The last paused day.
                                 */
                                end_date: string;
                                id: number;
                                /** Format: date */
                                start_date: string;
                            }[];
                            /** @description The number of weeks; the last one is the retest week. */
                            last_treatment_week: number;
                            /** @description Total days of the interruptions. */
                            paused_days: number;
                            /**
                             * Format: date
                             * @description The treatment start date; null until the patient sets it.
                             */
                            start_date: string | null;
                            treatment_schedule: {
                                /**
                                 * Format: date
                                 * @description Last day of the week: start_date plus six days (the retest week: pausing_end_date).
                                 */
                                end_date: string | null;
                                is_retest_week: boolean;
                                /**
                                 * Format: date
                                 * @description Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.
                                 */
                                pausing_end_date: string | null;
                                /**
                                 * Format: date
                                 * @description First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.
                                 */
                                pausing_start_date: string | null;
                                prescriptions: {
                                    adjustment_reason: string | null;
                                    /** @enum {string|null} */
                                    adjustment_type: "skip" | "reschedule" | null;
                                    /** @description Taken as needed rather than on a fixed schedule. */
                                    as_needed: boolean;
                                    /** @description The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/). */
                                    id: number;
                                    /** @description The product's name (the slug when the catalogue has no such product). */
                                    name: string;
                                    /** @description The week the clinician planned (differs from week after a reschedule). */
                                    original_week: number;
                                    /** @description SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false). */
                                    pauses_during_period: boolean;
                                    /** @description The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4. */
                                    slug: string;
                                    week: number;
                                }[];
                                /**
                                 * Format: date
                                 * @description First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.
                                 */
                                start_date: string | null;
                                /** @description Week 1 is the initial check-in; the last week is the final retest. */
                                week: number;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consults/{uid}/treatment_start_date/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose the treatment start date
         * @description Sets the day treatment starts (ISO date), which dates every week of the calendar. It may be up to 14 days in the past (treatment already begun) and up to 90 days ahead (400 otherwise). Once set it cannot be overwritten (409): reset the calendar first. A plan exists for the patient once the clinician has built it and completed the consult (status CP); before that, and for another user's consult, 404. Answers the plan.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        treatment_start_date: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult_uid: string;
                            /**
                             * Format: date
                             * @description The last day of the retest week, after paused days; null without a start date.
                             */
                            end_date: string | null;
                            interruptions: {
                                consult_uid: string;
                                days: number;
                                /**
                                 * Format: date
                                 * @description The last paused day.
                                 */
                                end_date: string;
                                id: number;
                                /** Format: date */
                                start_date: string;
                            }[];
                            /** @description The number of weeks; the last one is the retest week. */
                            last_treatment_week: number;
                            /** @description Total days of the interruptions. */
                            paused_days: number;
                            /**
                             * Format: date
                             * @description The treatment start date; null until the patient sets it.
                             */
                            start_date: string | null;
                            treatment_schedule: {
                                /**
                                 * Format: date
                                 * @description Last day of the week: start_date plus six days (the retest week: pausing_end_date).
                                 */
                                end_date: string | null;
                                is_retest_week: boolean;
                                /**
                                 * Format: date
                                 * @description Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.
                                 */
                                pausing_end_date: string | null;
                                /**
                                 * Format: date
                                 * @description First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.
                                 */
                                pausing_start_date: string | null;
                                prescriptions: {
                                    adjustment_reason: string | null;
                                    /** @enum {string|null} */
                                    adjustment_type: "skip" | "reschedule" | null;
                                    /** @description Taken as needed rather than on a fixed schedule. */
                                    as_needed: boolean;
                                    /** @description The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/). */
                                    id: number;
                                    /** @description The product's name (the slug when the catalogue has no such product). */
                                    name: string;
                                    /** @description The week the clinician planned (differs from week after a reschedule). */
                                    original_week: number;
                                    /** @description SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false). */
                                    pauses_during_period: boolean;
                                    /** @description The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4. */
                                    slug: string;
                                    week: number;
                                }[];
                                /**
                                 * Format: date
                                 * @description First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.
                                 */
                                start_date: string | null;
                                /** @description Week 1 is the initial check-in; the last week is the final retest. */
                                week: number;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consults/order/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The consult of a checkout (order)
         * @description The consult a checkout session was started for, found by the session's two secrets (checkout_id and checkout_token, as the order carries them), whatever the session's payment status. Only the caller's own checkout: anything else (unknown pair, another user's session, a session without a consult) answers 404.
         */
        get: {
            parameters: {
                query: {
                    __impersonate?: string;
                    checkout_id: string;
                    checkout_token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consult has been paid for. */
                            consult_paid: boolean;
                            /** @description Submitted and waiting on a clinician: status SU or PR. */
                            consult_pending: boolean;
                            /** @description The id of the message thread, if one exists. */
                            consultmessagethread: number | null;
                            created_at: string;
                            /** @description Finished for good: status CP, RF, IE or CA. */
                            is_closed: boolean;
                            /** @description Intake not yet submitted: status IN, OR or ST. */
                            is_pre_submit: boolean;
                            /**
                             * @description Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.
                             * @enum {string|null}
                             */
                            pharmacy_type: "flora-pharmacy" | "local-pharmacy" | null;
                            prescriptions: {
                                is_disabled_for_refill: boolean;
                                is_otc_product: boolean;
                                is_refillable_product: boolean;
                                product: {
                                    slug: string;
                                };
                                refills_remaining: number;
                            }[];
                            /** @description Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner. */
                            purchase_type: string | null;
                            /** @description Complete, with at least one refillable prescription that has refills left and is not disabled. */
                            ready_for_refills: boolean;
                            selected_treatments: {
                                slug: string;
                            }[];
                            /** @description Submitted and not finished: status SU, PR, ER or ID. */
                            show_consult_in_progress: boolean;
                            /**
                             * @description IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.
                             * @enum {string}
                             */
                            status: "IN" | "OR" | "ST" | "SU" | "PR" | "CP" | "ER" | "RF" | "IE" | "ID" | "CA";
                            /** @enum {string} */
                            type: "vaginitis" | "ungated-rx" | "sti" | "male-partner";
                            uid: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email-verification-confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an email address
         * @description Marks the email of the link's account verified and uses up the link. No sign-in needed (the link may be opened in another browser). Unknown, used or expired hash: 404 {detail: "This verification link is invalid or has expired."}.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hash: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email-verification/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the verification email again
         * @description Emails the signed-in user a new one-time link to /verify-email-confirm/?hash=... (valid 7 days; older links stay valid). Already verified: 200 with a message saying so, nothing sent. At most 5 per hour (429 beyond). Registration sends the first one.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/faqs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Frequently asked questions
         * @description Questions and answers about the test, results, care and shipping, in editorial order. Public: no sign-in needed. Paged like Django REST framework: {count, next, previous, results}, 10 per page; `page` starts at 1 (default 1); next and previous are relative URLs (null at the ends). A page beyond the last answers 404 {detail: "Invalid page."} (page 1 is always valid, empty when there are no FAQs).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                    page?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Number of FAQs in all. */
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: {
                                answer: string;
                                /** @description test, results, care or shipping */
                                category: string;
                                id: number;
                                question: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lab-order-intake/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Submit the whole address
         * @description Replaces the address: first_name, last_name, address_line_1, city, state, zip_code are required; the optional fields left out become null. SPEC does not show the verb: PUT and PATCH are both supported. Fields: first_name, last_name, address_line_1, address_line_2 (optional), city, state (US 2-letter code), zip_code (5 or 9 digits, stored 12345 or 12345-6789), phone_number (optional, US 10 digits, stored as digits). A bad field answers 400 {detail, field}. Editable until the test's results are ready (409 afterwards). Another user's intake: 404. Answers the address as GET .../address/ does.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address_line_1: string | null;
                        address_line_2?: string | null;
                        city: string | null;
                        first_name: string | null;
                        last_name: string | null;
                        /** @description US, 10 digits (a leading 1 or +1 allowed); digits, spaces, dots, parentheses, plus and hyphen. */
                        phone_number?: string | null;
                        /** @description The state's 2-letter code (US), e.g. CA. */
                        state: string | null;
                        /** @description 5 or 9 digits: 94110, 94110-1234 or 941101234. */
                        zip_code: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address_line_1: string | null;
                            address_line_2: string | null;
                            city: string | null;
                            first_name: string | null;
                            id: number;
                            /** @description Every required field is filled in. */
                            is_complete: boolean;
                            last_name: string | null;
                            phone_number: string | null;
                            state: string | null;
                            test_hash: string;
                            updated_at: string;
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some address fields
         * @description Changes only the fields given (at least one); null clears an optional field. SPEC does not show the verb: PUT and PATCH are both supported. Fields: first_name, last_name, address_line_1, address_line_2 (optional), city, state (US 2-letter code), zip_code (5 or 9 digits, stored 12345 or 12345-6789), phone_number (optional, US 10 digits, stored as digits). A bad field answers 400 {detail, field}. Editable until the test's results are ready (409 afterwards). Another user's intake: 404. Answers the address as GET .../address/ does.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address_line_1?: string | null;
                        address_line_2?: string | null;
                        city?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description US, 10 digits (a leading 1 or +1 allowed); digits, spaces, dots, parentheses, plus and hyphen. */
                        phone_number?: string | null;
                        /** @description The state's 2-letter code (US), e.g. CA. */
                        state?: string | null;
                        /** @description 5 or 9 digits: 94110, 94110-1234 or 941101234. */
                        zip_code?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address_line_1: string | null;
                            address_line_2: string | null;
                            city: string | null;
                            first_name: string | null;
                            id: number;
                            /** @description Every required field is filled in. */
                            is_complete: boolean;
                            last_name: string | null;
                            phone_number: string | null;
                            state: string | null;
                            test_hash: string;
                            updated_at: string;
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/lab-order-intake/{id}/address/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The address of a lab-order intake
         * @description A lab-order intake is the address the lab order of a test needs: one per test (its id is the test's `lab_order_intake_id`), created empty when the kit is attached. Fields not yet given are null; is_complete says whether every required field is filled in. Another user's intake: 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address_line_1: string | null;
                            address_line_2: string | null;
                            city: string | null;
                            first_name: string | null;
                            id: number;
                            /** @description Every required field is filled in. */
                            is_complete: boolean;
                            last_name: string | null;
                            phone_number: string | null;
                            state: string | null;
                            test_hash: string;
                            updated_at: string;
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/male-partner-checkout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The male partner's treatment checkout
         * @description For an account registered through the male-partner route only (anyone else: 403 {detail}). Gets the caller's male-partner consult in status IN (reused while it is IN; created otherwise) and starts a checkout session (kind male-partner, linked to the consult) for the voucher product male-partner-treatment-voucher, priced on the server from the catalogue ($129, one unit, free shipping).
         *     - voucher_code (optional): a valid, unused code (MP-XXXX-XXXX-XXXX) takes the whole price off (total 0) and is held by the new session; it counts as used once that session is paid, and is free again if the session is declined or superseded. Malformed, unknown, already used, or held by another partner's open checkout: 400 {detail, field: voucher_code}, nothing written.
         *     - Double submission: the same request while its checkout is still open answers that checkout again (200, nothing written). A different request (another code, or none) declines the consult's earlier open checkout (releasing its voucher) and starts a new one (201). Never a second consult.
         *     - An open male-partner consult past IN (paid: OR, ST, SU, PR, ER, ID), or one whose checkout is already paid: 409 — one treatment at a time. A closed one (CP, RF, IE, CA) does not count: a new consult is started.
         *     Audited: the consult (create when started, read when reused).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The code from the buyer's email (MP-XXXX-XXXX-XXXX; case, spaces and hyphens do not matter). Absent or null: full price. */
                        voucher_code?: string | null;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The payment page of the new checkout session (a path on this API). */
                            checkout_url: string;
                            /** @description The male-partner consult the checkout pays for (its intake follows payment). */
                            consult_uid: string;
                            /** @description Dollars to pay: 129, or 0 with a voucher code. */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The payment page of the new checkout session (a path on this API). */
                            checkout_url: string;
                            /** @description The male-partner consult the checkout pays for (its intake follows payment). */
                            consult_uid: string;
                            /** @description Dollars to pay: 129, or 0 with a voucher code. */
                            total: number;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/membership/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's membership
         * @description `{data: {is_member, membership, was_member, can_upgrade, can_downgrade, can_cancel, can_resume, can_subscribe, cancel_reasons}}`: membership is the active membership subscription, else a cancelled one whose paid period still runs (ends_at), else null; was_member: she had a membership before (one that ended); the can_* flags say which of the POST routes below would succeed (can_resume: a cancelled membership still running; can_subscribe: none in effect, so the shop sells her one); cancel_reasons are the reasons cancel accepts (value, label). Never 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                can_cancel: boolean;
                                can_downgrade: boolean;
                                can_resume: boolean;
                                can_subscribe: boolean;
                                can_upgrade: boolean;
                                cancel_reasons: {
                                    label: string;
                                    value: string;
                                }[];
                                is_member: boolean;
                                membership: {
                                    cancel_note: string | null;
                                    /** @enum {string|null} */
                                    cancel_reason: "too-expensive" | "not-using" | "too-much-product" | "not-working" | "results-improved" | "other" | null;
                                    cancelled_at: string | null;
                                    /** @description A cancelled subscription: the end of the paid period (a membership lasts until then). */
                                    ends_at: string | null;
                                    id: number;
                                    is_membership: boolean;
                                    /** @description The product kind (membership, routine-essential, …). */
                                    kind: string;
                                    name: string;
                                    /** @description When the next delivery is charged; null once cancelled. */
                                    next_charge_at: string | null;
                                    /** @description The order that started it (null for demo data). */
                                    order_id: number | null;
                                    /** @description Dollars per delivery: unit_price x quantity. */
                                    price: number;
                                    quantity: number;
                                    selling_plan: {
                                        discount_percentage: number;
                                        id: string;
                                        interval_months: number;
                                        name: string;
                                    };
                                    /** @description Deliveries skipped so far. */
                                    skipped_charges: number;
                                    /** @description The subscribed product's slug (e.g. op-4, membership_vmt). */
                                    slug: string;
                                    started_at: string;
                                    /**
                                     * @description active: charged every plan interval; cancelled: no more charges.
                                     * @enum {string}
                                     */
                                    status: "active" | "cancelled";
                                    /** @description Dollars: one unit on the plan, fixed on the server when the subscription started (or changed plan). */
                                    unit_price: number;
                                } | null;
                                was_member: boolean;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/membership/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the membership
         * @description `{data: subscription}`: cancels the caller's active membership subscription with a reason (too-expensive, not-using, too-much-product, not-working, results-improved, other) and an optional note (at most 500 characters). No more charges; the membership runs until the end of the paid period (ends_at: when the next charge would have been), then is_member becomes false (checked on every subscription and membership call and hourly by the server). Not a member, or cancelled already (a repeated call): 409. Audited as an update of the subscription.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                        /** @enum {string} */
                        reason: "too-expensive" | "not-using" | "too-much-product" | "not-working" | "results-improved" | "other";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cancel_note: string | null;
                                /** @enum {string|null} */
                                cancel_reason: "too-expensive" | "not-using" | "too-much-product" | "not-working" | "results-improved" | "other" | null;
                                cancelled_at: string | null;
                                /** @description A cancelled subscription: the end of the paid period (a membership lasts until then). */
                                ends_at: string | null;
                                id: number;
                                is_membership: boolean;
                                /** @description The product kind (membership, routine-essential, …). */
                                kind: string;
                                name: string;
                                /** @description When the next delivery is charged; null once cancelled. */
                                next_charge_at: string | null;
                                /** @description The order that started it (null for demo data). */
                                order_id: number | null;
                                /** @description Dollars per delivery: unit_price x quantity. */
                                price: number;
                                quantity: number;
                                selling_plan: {
                                    discount_percentage: number;
                                    id: string;
                                    interval_months: number;
                                    name: string;
                                };
                                /** @description Deliveries skipped so far. */
                                skipped_charges: number;
                                /** @description The subscribed product's slug (e.g. op-4, membership_vmt). */
                                slug: string;
                                started_at: string;
                                /**
                                 * @description active: charged every plan interval; cancelled: no more charges.
                                 * @enum {string}
                                 */
                                status: "active" | "cancelled";
                                /** @description Dollars: one unit on the plan, fixed on the server when the subscription started (or changed plan). */
                                unit_price: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/membership/downgrade/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Downgrade the membership
         * @description `{data: subscription}`: the caller's active membership (membership_expanded_pcr) becomes membership_vmt, keeping its plan interval (else the default plan), priced again from the catalogue from the next charge (its date stays). Not a member, a cancelled membership, or any other membership (e.g. already membership_vmt, so a repeated call): 409. Audited as an update of the subscription.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cancel_note: string | null;
                                /** @enum {string|null} */
                                cancel_reason: "too-expensive" | "not-using" | "too-much-product" | "not-working" | "results-improved" | "other" | null;
                                cancelled_at: string | null;
                                /** @description A cancelled subscription: the end of the paid period (a membership lasts until then). */
                                ends_at: string | null;
                                id: number;
                                is_membership: boolean;
                                /** @description The product kind (membership, routine-essential, …). */
                                kind: string;
                                name: string;
                                /** @description When the next delivery is charged; null once cancelled. */
                                next_charge_at: string | null;
                                /** @description The order that started it (null for demo data). */
                                order_id: number | null;
                                /** @description Dollars per delivery: unit_price x quantity. */
                                price: number;
                                quantity: number;
                                selling_plan: {
                                    discount_percentage: number;
                                    id: string;
                                    interval_months: number;
                                    name: string;
                                };
                                /** @description Deliveries skipped so far. */
                                skipped_charges: number;
                                /** @description The subscribed product's slug (e.g. op-4, membership_vmt). */
                                slug: string;
                                started_at: string;
                                /**
                                 * @description active: charged every plan interval; cancelled: no more charges.
                                 * @enum {string}
                                 */
                                status: "active" | "cancelled";
                                /** @description Dollars: one unit on the plan, fixed on the server when the subscription started (or changed plan). */
                                unit_price: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/membership/resume/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a cancelled membership
         * @description `{data: subscription}`: undoes the cancel of the caller's membership while its paid period runs (GET /api/v1/membership/ can_resume): the same membership becomes active again, charged next on the day it would have ended (ends_at becomes next_charge_at; nothing is charged now; the cancel reason and note are cleared). An active membership, none, or one that has ended (buy one in the shop instead): 409 with the reason, nothing written. Audited as an update of the subscription.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cancel_note: string | null;
                                /** @enum {string|null} */
                                cancel_reason: "too-expensive" | "not-using" | "too-much-product" | "not-working" | "results-improved" | "other" | null;
                                cancelled_at: string | null;
                                /** @description A cancelled subscription: the end of the paid period (a membership lasts until then). */
                                ends_at: string | null;
                                id: number;
                                is_membership: boolean;
                                /** @description The product kind (membership, routine-essential, …). */
                                kind: string;
                                name: string;
                                /** @description When the next delivery is charged; null once cancelled. */
                                next_charge_at: string | null;
                                /** @description The order that started it (null for demo data). */
                                order_id: number | null;
                                /** @description Dollars per delivery: unit_price x quantity. */
                                price: number;
                                quantity: number;
                                selling_plan: {
                                    discount_percentage: number;
                                    id: string;
                                    interval_months: number;
                                    name: string;
                                };
                                /** @description Deliveries skipped so far. */
                                skipped_charges: number;
                                /** @description The subscribed product's slug (e.g. op-4, membership_vmt). */
                                slug: string;
                                started_at: string;
                                /**
                                 * @description active: charged every plan interval; cancelled: no more charges.
                                 * @enum {string}
                                 */
                                status: "active" | "cancelled";
                                /** @description Dollars: one unit on the plan, fixed on the server when the subscription started (or changed plan). */
                                unit_price: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/membership/upgrade/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upgrade the membership
         * @description `{data: subscription}`: the caller's active membership (membership_vmt or grandfathered_membership_vmt) becomes membership_expanded_pcr, keeping its plan interval (else the default plan), priced again from the catalogue from the next charge (its date stays). Not a member, a cancelled membership, or any other membership (e.g. already membership_expanded_pcr, so a repeated call): 409. Audited as an update of the subscription.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cancel_note: string | null;
                                /** @enum {string|null} */
                                cancel_reason: "too-expensive" | "not-using" | "too-much-product" | "not-working" | "results-improved" | "other" | null;
                                cancelled_at: string | null;
                                /** @description A cancelled subscription: the end of the paid period (a membership lasts until then). */
                                ends_at: string | null;
                                id: number;
                                is_membership: boolean;
                                /** @description The product kind (membership, routine-essential, …). */
                                kind: string;
                                name: string;
                                /** @description When the next delivery is charged; null once cancelled. */
                                next_charge_at: string | null;
                                /** @description The order that started it (null for demo data). */
                                order_id: number | null;
                                /** @description Dollars per delivery: unit_price x quantity. */
                                price: number;
                                quantity: number;
                                selling_plan: {
                                    discount_percentage: number;
                                    id: string;
                                    interval_months: number;
                                    name: string;
                                };
                                /** @description Deliveries skipped so far. */
                                skipped_charges: number;
                                /** @description The subscribed product's slug (e.g. op-4, membership_vmt). */
                                slug: string;
                                started_at: string;
                                /**
                                 * @description active: charged every plan interval; cancelled: no more charges.
                                 * @enum {string}
                                 */
                                status: "active" | "cancelled";
                                /** @description Dollars: one unit on the plan, fixed on the server when the subscription started (or changed plan). */
                                unit_price: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order-transfer-verification-confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an order transfer (emailed link)
         * @description The page /order-transfer-confirm/?hash=... calls this: no sign-in needed, since the hash itself proves access to the order email (the link may be opened on another device). Moves the request's orders that the account still holds to the requesting account, uses up the link and emails the requester. An unknown, used or expired hash: 400 {detail, field: hash}, nothing changes (so confirming twice changes nothing the second time). If none of the orders is left to move (moved by another request meanwhile), or one became tied to its account since the request (see the request route): 409, nothing moves. Audited: update of each order moved.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hash: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description The checkout ids of the orders moved. */
                            orders: string[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order-transfer-verification-details/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What an order-transfer link would move
         * @description The confirmation pages (/order-transfer-confirm/ and /verify-account-order-transfer/) call this first, to show what confirming moves: the requesting account, each order's number, date, items and total, and whether it is still in the account the link was sent to. No sign-in needed (the hash proves access to the order email, as for the confirmation); the link is not used up. The hash travels in the body, not the URL, so it stays out of access logs. An unknown, used or expired hash: 400 {detail, field: hash}, nothing changes. Audited: read of each order, with its owner as subject.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hash: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description When the link stops working. */
                            expires_at: string;
                            orders: {
                                checkout_id: string;
                                items: {
                                    name: string;
                                    quantity: number;
                                }[];
                                /** @description false: the order left the account since the request (confirming moves only the others). */
                                movable: boolean;
                                /** @description FL-…, once the order was processed; null before. */
                                order_number: string | null;
                                ordered_at: string;
                                /** @description Dollars paid. */
                                total: number;
                            }[];
                            /** @description The account the orders would move to (as the emailed link names it). */
                            requester_email: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order-transfer-verification/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's order-transfer requests
         * @description The transfer requests the signed-in user made, newest first (at most 50), each with its status (pending, expired, confirmed), its orders (checkout ids) and the masked address the link went to. Orders of other accounts are never listed here: what they hold is theirs until the owner of the order email confirms, so nothing is "eligible" before the caller names it. Not health data (ids and dates only): not audited.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            confirmed_at: string | null;
                            created_at: string;
                            expires_at: string;
                            id: number;
                            /** @description Where the confirmation link went, masked (d***@example.com). */
                            order_email: string;
                            /** @description The checkout ids of the orders in the request. */
                            orders: string[];
                            /**
                             * @description pending: the link was emailed and not used yet; expired: not confirmed within 24 hours; confirmed: the orders were moved.
                             * @enum {string}
                             */
                            status: "pending" | "expired" | "confirmed";
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Ask to move orders into your account
         * @description `orders`: 1-20 checkout ids of processed orders that sit in ONE other account (e.g. bought before registering, or under another login). Emails the address of that account a one-time link to /order-transfer-confirm/?hash=... (valid 24 hours); once confirmed the orders (their lines and kits not yet activated, the checkout session they were paid in and any vouchers bought in them) belong to the caller and are listed by GET /api/v1/orders/. Answers the request (201).
         *     - Unknown or unpaid checkout id: 404 {detail} naming it. Paid but not processed into an order yet: 409 {detail}. An order already in the caller's account, orders of different accounts, or an order tied to its account (its consult or test, a kit from it activated as a test, a subscription or coaching calls it started: they stay with the account that took them): 400 {detail, field: orders}. Nothing is written on any refusal.
         *     - Double submission: the same orders while the request is pending answer that request again (200, no second email). An order already in another pending request of the caller: 409.
         *     Audited: create of the request, with the owner of the orders as subject.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The orders' checkout_id values (as on the order and its confirmation email). */
                        orders: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            confirmed_at: string | null;
                            created_at: string;
                            expires_at: string;
                            id: number;
                            /** @description Where the confirmation link went, masked (d***@example.com). */
                            order_email: string;
                            /** @description The checkout ids of the orders in the request. */
                            orders: string[];
                            /**
                             * @description pending: the link was emailed and not used yet; expired: not confirmed within 24 hours; confirmed: the orders were moved.
                             * @enum {string}
                             */
                            status: "pending" | "expired" | "confirmed";
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            confirmed_at: string | null;
                            created_at: string;
                            expires_at: string;
                            id: number;
                            /** @description Where the confirmation link went, masked (d***@example.com). */
                            order_email: string;
                            /** @description The checkout ids of the orders in the request. */
                            orders: string[];
                            /**
                             * @description pending: the link was emailed and not used yet; expired: not confirmed within 24 hours; confirmed: the orders were moved.
                             * @enum {string}
                             */
                            status: "pending" | "expired" | "confirmed";
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's orders
         * @description The signed-in user's orders, latest first, as a plain array (`?limit=1` answers the latest order).
         *     Paged with limit (1-100, default 20) and offset (default 0).
         *     `?open=true` answers only open orders: an order is open while it still waits on its buyer — not processed yet (status paid), a test kit from it not activated yet, or its consult's intake not submitted yet (consult status IN, OR or ST). `?open=false` answers the others.
         *     Each order carries business_verticals (test, care, shop) and order_type (UX = ungated-rx, as SPEC names it; MP, CR, TE, SH are the team's codes, see the schema).
         *     Orders are audited as read (object type order): they show what care a person bought.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                    /** @description Page size, 1-100 (default 20). */
                    limit?: string;
                    /** @description Orders to skip (default 0). */
                    offset?: string;
                    /** @description true: only open orders; false: only the others; absent: all. */
                    open?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description test: a kit or the PCR add-on; care: a consult, treatments, care products or the male-partner voucher; shop: anything else (routine essentials). */
                            business_verticals: ("test" | "care" | "shop")[];
                            /** @description The id of the checkout session that was paid. */
                            checkout_id: string;
                            /** @description The checkout session's second secret. */
                            checkout_token: string;
                            /** @description That consult's type (vaginitis, ungated-rx, sti, male-partner): where its intake is. */
                            consult_type: string | null;
                            /** @description The consult the order paid for (care orders). */
                            consult_uid: string | null;
                            created_at: string;
                            /** @description null when nothing ships (the PCR add-on). */
                            delivery: {
                                label: string;
                                method: string;
                                price: number;
                                window: string;
                            } | null;
                            /** @description Dollars. */
                            discount: number;
                            discount_code: string | null;
                            /** @description Still waits on the buyer: not processed yet, a kit from it not activated yet, or its consult's intake not submitted (IN, OR, ST). */
                            is_open: boolean;
                            line_items: {
                                /** @description What processing did for the line (test-kit, expanded-pcr, …); null: nothing beyond shipping it, or not processed yet. */
                                fulfilment: string | null;
                                is_subscription: boolean;
                                /** @description The product's kind (test, treatment, care, routine-essential, male-partner …). */
                                kind: string;
                                name: string;
                                /** @description Dollars: unit_price x quantity. */
                                price: number;
                                quantity: number;
                                selling_plan_id: string | null;
                                slug: string;
                                /** @description Dollars. */
                                unit_price: number;
                            }[];
                            /** @description The buyer's email when the order was paid. */
                            order_email: string;
                            /** @description Human readable and unique, e.g. FL-12345678. */
                            order_number: string;
                            /**
                             * @description What the order is for: UX ungated-rx care; MP male-partner treatment; CR care (a consult, treatments or care products); TE test (a kit, a retest or the PCR add-on); SH shop (routine essentials).
                             * @enum {string}
                             */
                            order_type: "UX" | "MP" | "CR" | "TE" | "SH";
                            processed_at: string | null;
                            /** @description Dollars (the delivery choice). */
                            shipping: number;
                            /**
                             * @description paid: waiting for POST /api/v1/orders/process; processed: fulfilled.
                             * @enum {string}
                             */
                            status: "paid" | "processed";
                            /** @description Dollars. */
                            subtotal: number;
                            /** @description The test the checkout was started from (PCR add-on, retest, ungated Rx). */
                            test_hash: string | null;
                            /** @description Kits the order created: activate one with POST /api/v1/user-tests/ {hash}. */
                            test_kits: {
                                activated: boolean;
                                hash: string;
                            }[];
                            /** @description Dollars: subtotal - discount + shipping. */
                            total: number;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Attach an order placed with your email
         * @description Links an order that was placed with the caller's email but is not linked to an account (e.g. bought as a guest) to the caller, and answers it.
         *     Rules: order_number and checkout_id must both match the same order, and its order_email must be the caller's email (case-insensitive); otherwise — unknown, attached to someone else, placed with another email — 404 (an order placed with another email moves through order-transfer verification instead).
         *     The caller's email must be verified (403 otherwise): the email is what proves the order is theirs. An order already attached to the caller answers 200 as it is (idempotent).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        checkout_id: string;
                        order_number: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description test: a kit or the PCR add-on; care: a consult, treatments, care products or the male-partner voucher; shop: anything else (routine essentials). */
                            business_verticals: ("test" | "care" | "shop")[];
                            /** @description The id of the checkout session that was paid. */
                            checkout_id: string;
                            /** @description The checkout session's second secret. */
                            checkout_token: string;
                            /** @description That consult's type (vaginitis, ungated-rx, sti, male-partner): where its intake is. */
                            consult_type: string | null;
                            /** @description The consult the order paid for (care orders). */
                            consult_uid: string | null;
                            created_at: string;
                            /** @description null when nothing ships (the PCR add-on). */
                            delivery: {
                                label: string;
                                method: string;
                                price: number;
                                window: string;
                            } | null;
                            /** @description Dollars. */
                            discount: number;
                            discount_code: string | null;
                            /** @description Still waits on the buyer: not processed yet, a kit from it not activated yet, or its consult's intake not submitted (IN, OR, ST). */
                            is_open: boolean;
                            line_items: {
                                /** @description What processing did for the line (test-kit, expanded-pcr, …); null: nothing beyond shipping it, or not processed yet. */
                                fulfilment: string | null;
                                is_subscription: boolean;
                                /** @description The product's kind (test, treatment, care, routine-essential, male-partner …). */
                                kind: string;
                                name: string;
                                /** @description Dollars: unit_price x quantity. */
                                price: number;
                                quantity: number;
                                selling_plan_id: string | null;
                                slug: string;
                                /** @description Dollars. */
                                unit_price: number;
                            }[];
                            /** @description The buyer's email when the order was paid. */
                            order_email: string;
                            /** @description Human readable and unique, e.g. FL-12345678. */
                            order_number: string;
                            /**
                             * @description What the order is for: UX ungated-rx care; MP male-partner treatment; CR care (a consult, treatments or care products); TE test (a kit, a retest or the PCR add-on); SH shop (routine essentials).
                             * @enum {string}
                             */
                            order_type: "UX" | "MP" | "CR" | "TE" | "SH";
                            processed_at: string | null;
                            /** @description Dollars (the delivery choice). */
                            shipping: number;
                            /**
                             * @description paid: waiting for POST /api/v1/orders/process; processed: fulfilled.
                             * @enum {string}
                             */
                            status: "paid" | "processed";
                            /** @description Dollars. */
                            subtotal: number;
                            /** @description The test the checkout was started from (PCR add-on, retest, ungated Rx). */
                            test_hash: string | null;
                            /** @description Kits the order created: activate one with POST /api/v1/user-tests/ {hash}. */
                            test_kits: {
                                activated: boolean;
                                hash: string;
                            }[];
                            /** @description Dollars: subtotal - discount + shipping. */
                            total: number;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process a paid order
         * @description Completes the order of a paid checkout session, in one transaction. The front end calls it on the page the payment provider sent the browser back to (the query carries checkout_id, checkout_token and order_email). The payment provider's notification has usually processed the order already (see POST /api/v1/checkout/{id}/pay/): then this answers it as it is.
         *     Only the caller's own order, and all three values must match; anything else (unknown, another user's order, wrong token or email) answers 404.
         *     - Care: the consult the order paid for moves IN -> OR (ordered) and is marked paid, and its test gets care_purchased; a consult in another status is left as it is. A care checkout whose consult did not exist yet (a cart of treatments, see POST /api/v1/cart/{id}/checkout/; an ungated-rx checkout started from a test) creates that consult now, in this transaction, in status OR, or takes over the caller's open consult of that type (of that test, for vaginitis) instead; consult_uid names it.
         *     - Test kits (product kind test, and the retest checkout): one new kit per unit, listed in test_kits with its code; activate it with POST /api/v1/user-tests/ {hash}.
         *     - PCR add-on (checkout kind vPCR-add-on): marks the test it was bought for.
         *     Each line's `fulfilment` names what ran for it. Processing again changes nothing and answers the same order (200).
         *     Audited: the order (update; read on a repeat), the consult (update, or create), the test (update) and each kit (create).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        checkout_id: string;
                        checkout_token: string;
                        /** Format: email */
                        order_email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description test: a kit or the PCR add-on; care: a consult, treatments, care products or the male-partner voucher; shop: anything else (routine essentials). */
                            business_verticals: ("test" | "care" | "shop")[];
                            /** @description The id of the checkout session that was paid. */
                            checkout_id: string;
                            /** @description The checkout session's second secret. */
                            checkout_token: string;
                            /** @description That consult's type (vaginitis, ungated-rx, sti, male-partner): where its intake is. */
                            consult_type: string | null;
                            /** @description The consult the order paid for (care orders). */
                            consult_uid: string | null;
                            created_at: string;
                            /** @description null when nothing ships (the PCR add-on). */
                            delivery: {
                                label: string;
                                method: string;
                                price: number;
                                window: string;
                            } | null;
                            /** @description Dollars. */
                            discount: number;
                            discount_code: string | null;
                            /** @description Still waits on the buyer: not processed yet, a kit from it not activated yet, or its consult's intake not submitted (IN, OR, ST). */
                            is_open: boolean;
                            line_items: {
                                /** @description What processing did for the line (test-kit, expanded-pcr, …); null: nothing beyond shipping it, or not processed yet. */
                                fulfilment: string | null;
                                is_subscription: boolean;
                                /** @description The product's kind (test, treatment, care, routine-essential, male-partner …). */
                                kind: string;
                                name: string;
                                /** @description Dollars: unit_price x quantity. */
                                price: number;
                                quantity: number;
                                selling_plan_id: string | null;
                                slug: string;
                                /** @description Dollars. */
                                unit_price: number;
                            }[];
                            /** @description The buyer's email when the order was paid. */
                            order_email: string;
                            /** @description Human readable and unique, e.g. FL-12345678. */
                            order_number: string;
                            /**
                             * @description What the order is for: UX ungated-rx care; MP male-partner treatment; CR care (a consult, treatments or care products); TE test (a kit, a retest or the PCR add-on); SH shop (routine essentials).
                             * @enum {string}
                             */
                            order_type: "UX" | "MP" | "CR" | "TE" | "SH";
                            processed_at: string | null;
                            /** @description Dollars (the delivery choice). */
                            shipping: number;
                            /**
                             * @description paid: waiting for POST /api/v1/orders/process; processed: fulfilled.
                             * @enum {string}
                             */
                            status: "paid" | "processed";
                            /** @description Dollars. */
                            subtotal: number;
                            /** @description The test the checkout was started from (PCR add-on, retest, ungated Rx). */
                            test_hash: string | null;
                            /** @description Kits the order created: activate one with POST /api/v1/user-tests/ {hash}. */
                            test_kits: {
                                activated: boolean;
                                hash: string;
                            }[];
                            /** @description Dollars: subtotal - discount + shipping. */
                            total: number;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password_reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link
         * @description Always answers 200 with the same message, whether or not an account exists (no account enumeration). When one does, emails a one-time link to /password-reset-confirm/?token=... valid 1 hour. Limits: 10 requests per client address per hour (429 beyond); at most 3 emails per account per hour (further requests are answered the same but send nothing).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password_reset/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Sets the password, uses up the token (and any other reset link of the account) and signs the account out everywhere (every session revoked). Answers 200 {detail: "Password reset. Please log in."}. Unknown, used or expired token: 404 {detail}. Password not acceptable: 400 {detail, field: "password"}.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Password rules: at least 8 characters, not entirely numeric, and not the email address (nor its part before the @); at most 128 characters. */
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password_reset/validate_token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a password reset token
         * @description Answers 200 {status: "OK"} for a usable token (does not use it up); 404 {detail} otherwise.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "OK";
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plan/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plan of the caller's latest ready test
         * @description `{data: plan}` for her most recent test with ready results. Plan items are made by rules from the result (the community state type, infection state, conditions and microbes) the first time the plan is read, then kept: categories diet, lifestyle, products (the vaginal probiotic op-4 with its shop page; BV: a clinician consult) and retest (8 weeks after a disrupted result, 3 months after an intermediate one, 6 months after an optimal one; due_date). Each has a `why` tied to her result and a position. A later read adds only items a rule newly calls for; done-marks are never reset. next_test says whether she is a member, when her next kit ships (next_kit_at) and whether it can be moved up. No ready test: 404 {detail: "No ready test."} (the screen shows what happens next). Audited as a read of the plan.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                conditions: ("BV" | "Yeast")[];
                                done_count: number;
                                /** @description Her latest feedback on this plan; null before any. */
                                feedback: {
                                    comment: string | null;
                                    created_at: string;
                                    rating: number;
                                } | null;
                                /** @description The test the plan is for. */
                                hash: string;
                                /** @enum {string} */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                /** @description In plan order. */
                                items: {
                                    /** @enum {string} */
                                    category: "diet" | "lifestyle" | "products" | "retest";
                                    done: boolean;
                                    /** @description When it was marked done; null when not done. */
                                    done_at: string | null;
                                    /** @description YYYY-MM-DD: when a retest is due; null for other items. */
                                    due_date: string | null;
                                    id: number;
                                    /** @description The rule that made it, e.g. diet-fiber, products-probiotic, products-treatment, retest. */
                                    key: string;
                                    /** @description Plan order (ascending). */
                                    position: number;
                                    /** @description The product it recommends (its shop page is /care/shop/treatment/product/{pdp_slug}/); null for other items. */
                                    product: {
                                        name: string;
                                        pdp_slug: string | null;
                                        slug: string;
                                    } | null;
                                    title: string;
                                    /** @description Why her result calls for it. */
                                    why: string;
                                }[];
                                next_test: {
                                    /** @description Whether move-test-up would succeed now. */
                                    can_move_up: boolean;
                                    /** @description Whether she has an active membership. */
                                    is_member: boolean;
                                    /** @description The membership's next charge, which ships her next kit; null for a non-member. */
                                    next_kit_at: string | null;
                                };
                                results_ready_at: string | null;
                                total_count: number;
                                valencia_type: string;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product
         * @description A product on sale by its numeric id, in the shape of all-products. No sign-in needed: the catalogue is public (the same facts all-products lists). An unknown id, or a product no longer on sale (inactive), answers 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    /** @description The product id. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Dollars; null without a discount. */
                            discounted_price: number | null;
                            id: number;
                            image_url: string;
                            name: string;
                            /** @description Dollars. */
                            price: number;
                            slug: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/all-products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product catalogue
         * @description Every product on sale, in catalogue order. No sign-in needed. Prices in dollars; discounted_price is null without a discount. image_url is a path on this API (/api/static/products/...).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Dollars; null without a discount. */
                                discounted_price: number | null;
                                id: number;
                                image_url: string;
                                name: string;
                                /** @description Dollars. */
                                price: number;
                                slug: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/shop/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop catalogue
         * @description What the shop sells, in catalogue order, with what its cards and product pages need: kind (treatment and bundle for Shop Treatments; routine-essential, care, male-partner, test and membership for Shop Care), the cart item_type to add it with, the detail-page slug, and the ecomm product (one-time price, free shipping, and the selling plans of Subscribe & Save with their interval and discount; null when not sold as a subscription). Memberships are listed when on sale (membership_vmt, membership_expanded_pcr: sold only as subscriptions, to someone without a membership in effect); add-ons (bought with their test) are not listed. No sign-in needed: the catalogue is public.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description A test kit's optional add-on: the STI + expanded PCR panel vpcr-add-on (the card's STI + PCR panel checkbox; wider than, and priced apart from, the providers' STI-only sti-panel-add-on), a product line added beside the kit (product_id = id). null for other products. */
                                add_on: {
                                    id: number;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                } | null;
                                /** @description Dollars; null without a discount. */
                                discounted_price: number | null;
                                ecomm_product: {
                                    free_shipping: boolean;
                                    /** @description Dollars: one unit bought once (the discounted price when there is one). */
                                    price: number;
                                    sku: string | null;
                                    /** @description null when the product is not sold as a subscription. */
                                    subscription_config: {
                                        default_plan_id: string;
                                        /** @description Keyed by plan id. */
                                        selling_plans: {
                                            [key: string]: {
                                                /** @description Whole percent off the unit price (0-100). */
                                                discount_percentage: number;
                                                id: string;
                                                /** @description Months between deliveries (or charges). */
                                                interval_months: number;
                                                /** @description e.g. 'Every month'. */
                                                name: string;
                                                /** @description Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent). */
                                                price: number;
                                            };
                                        };
                                        /** @description true: no one-time purchase (memberships). */
                                        subscription_only: boolean;
                                    } | null;
                                };
                                /** @description The product id (product_id of a product cart item, treatment_product of a treatment). */
                                id: number;
                                /** @description A path on this API (/api/static/products/...). */
                                image_url: string;
                                /**
                                 * @description The item_type to add it to a cart with.
                                 * @enum {string}
                                 */
                                item_type: "individual-treatment" | "bundle-treatment" | "product";
                                /**
                                 * @description treatment and bundle (a treatment program) are the Shop Treatments section; the others Shop Care.
                                 * @enum {string}
                                 */
                                kind: "treatment" | "bundle" | "routine-essential" | "care" | "male-partner" | "test" | "membership";
                                name: string;
                                /** @description The slug of its detail page (/care/shop/treatment/product/{pdp_slug}/); null: the page is at its slug. */
                                pdp_slug: string | null;
                                /** @description Dollars. */
                                price: number;
                                slug: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provider-test/{token}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A provider-ordered test link (public)
         * @description What the emailed link /provider-test/{token}/ stands for, without signing in: who ordered the test, what it contains, what the patient pays, and whether it can be accepted now (state open; awaiting_provider_payment while the ordering provider has not paid; awaiting_patient_payment once the patient accepted a test she pays for and until she has paid, when accepting again answers her payment page; used once the test is in her account). Unknown token: 404 {detail}.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            add_sti_panel: boolean;
                            /** @description Whether the patient can accept it now. */
                            is_open: boolean;
                            ordered_at: string;
                            /** @description The invited address, masked (d***@example.com): the account to sign in with. */
                            patient_email_hint: string;
                            /** @enum {string} */
                            payer: "patient" | "provider";
                            /** @description Dollars the patient pays on accepting; null when the provider pays. */
                            price: number | null;
                            provider: {
                                first_name: string;
                                last_name: string;
                                practice_name: string | null;
                            };
                            /** @enum {string} */
                            state: "open" | "awaiting_provider_payment" | "awaiting_patient_payment" | "used";
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Accept a provider-ordered test
         * @description The patient accepts the test, signed in (after registering or logging in) with the address the order was sent to; another account gets 403 {detail}, and so does a provider. When the provider paid: issues the kit at once, a test in the patient's account linked to the provider (ordered_by_provider, provider_id), so the provider sees its results; 201 {status: kit_sent, test_hash}. Before the provider has paid: 409. When the patient pays: 200 {status: awaiting_payment, checkout_url} (the same page until paid; the kit is issued when the order is processed). Unknown token: 404; a link already used: 410. Audited (provider_order update; user_test create).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The patient's payment page when the patient pays. */
                            checkout_url: string | null;
                            /** @enum {string} */
                            status: "kit_sent" | "awaiting_payment";
                            /** @description The new test (kit code) once issued. */
                            test_hash: string | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The patient's payment page when the patient pays. */
                            checkout_url: string | null;
                            /** @enum {string} */
                            status: "kit_sent" | "awaiting_payment";
                            /** @description The new test (kit code) once issued. */
                            test_hash: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provider/intake/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's intake
         * @description The signed-in provider's practice details; before the first save every field is null. Fields (SPEC does not show them; the team's decision): practice_name, npi (10 digits with a valid Luhn check digit, as CMS issues them), specialty (one of the listed codes), phone_number (US, 10 digits), address_line_1, address_line_2 (optional), city, state, zip_code (US rules of the lab-order intake), license_state (US state code) and license_number. A blank or null field is stored as empty: the intake can be saved in steps; missing_for_verification lists what staff still need. A field error answers 400 {detail, field}. Once staff verified the provider, the intake is locked (409 {detail}: changes go through support). Providers only (403 otherwise); there is no way to reach another provider's intake.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address_line_1: string | null;
                            address_line_2: string | null;
                            city: string | null;
                            is_complete: boolean;
                            is_verified: boolean;
                            /** @description 3-30 letters, digits, hyphens or dots. */
                            license_number: string | null;
                            /** @description The US state (2-letter code) that issued the license. */
                            license_state: string | null;
                            /** @description Required fields still empty; verification needs none. */
                            missing_for_verification: string[];
                            /** @description National Provider Identifier: 10 digits whose last digit is the Luhn check digit (e.g. 1234567893). */
                            npi: string | null;
                            /** @description US number, 10 digits (e.g. (415) 555-0100); stored as digits. */
                            phone_number: string | null;
                            practice_name: string | null;
                            /** @enum {string|null} */
                            specialty: "ob-gyn" | "family-medicine" | "internal-medicine" | "midwifery" | "nurse-practitioner" | "physician-assistant" | "naturopathic-medicine" | "urology" | "other" | null;
                            /** @description The practice's US state or territory, 2-letter code. */
                            state: string | null;
                            /** @description null until the intake is first saved. */
                            updated_at: string | null;
                            verified_at: string | null;
                            /** @description 5 or 9 digits. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        /**
         * Replace the intake
         * @description PUT replaces the whole intake: a field left out becomes empty. Answers the intake. Fields (SPEC does not show them; the team's decision): practice_name, npi (10 digits with a valid Luhn check digit, as CMS issues them), specialty (one of the listed codes), phone_number (US, 10 digits), address_line_1, address_line_2 (optional), city, state, zip_code (US rules of the lab-order intake), license_state (US state code) and license_number. A blank or null field is stored as empty: the intake can be saved in steps; missing_for_verification lists what staff still need. A field error answers 400 {detail, field}. Once staff verified the provider, the intake is locked (409 {detail}: changes go through support). Providers only (403 otherwise); there is no way to reach another provider's intake.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address_line_1?: string | null;
                        address_line_2?: string | null;
                        city?: string | null;
                        /** @description 3-30 letters, digits, hyphens or dots. */
                        license_number?: string | null;
                        /** @description The US state (2-letter code) that issued the license. */
                        license_state?: string | null;
                        /** @description National Provider Identifier: 10 digits whose last digit is the Luhn check digit (e.g. 1234567893). */
                        npi?: string | null;
                        /** @description US number, 10 digits (e.g. (415) 555-0100); stored as digits. */
                        phone_number?: string | null;
                        practice_name?: string | null;
                        /** @enum {string|null} */
                        specialty?: "ob-gyn" | "family-medicine" | "internal-medicine" | "midwifery" | "nurse-practitioner" | "physician-assistant" | "naturopathic-medicine" | "urology" | "other" | null;
                        /** @description The practice's US state or territory, 2-letter code. */
                        state?: string | null;
                        /** @description 5 or 9 digits. */
                        zip_code?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address_line_1: string | null;
                            address_line_2: string | null;
                            city: string | null;
                            is_complete: boolean;
                            is_verified: boolean;
                            /** @description 3-30 letters, digits, hyphens or dots. */
                            license_number: string | null;
                            /** @description The US state (2-letter code) that issued the license. */
                            license_state: string | null;
                            /** @description Required fields still empty; verification needs none. */
                            missing_for_verification: string[];
                            /** @description National Provider Identifier: 10 digits whose last digit is the Luhn check digit (e.g. 1234567893). */
                            npi: string | null;
                            /** @description US number, 10 digits (e.g. (415) 555-0100); stored as digits. */
                            phone_number: string | null;
                            practice_name: string | null;
                            /** @enum {string|null} */
                            specialty: "ob-gyn" | "family-medicine" | "internal-medicine" | "midwifery" | "nurse-practitioner" | "physician-assistant" | "naturopathic-medicine" | "urology" | "other" | null;
                            /** @description The practice's US state or territory, 2-letter code. */
                            state: string | null;
                            /** @description null until the intake is first saved. */
                            updated_at: string | null;
                            verified_at: string | null;
                            /** @description 5 or 9 digits. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some intake fields
         * @description PATCH changes only the fields given (at least one; null empties one). Answers the intake. Fields (SPEC does not show them; the team's decision): practice_name, npi (10 digits with a valid Luhn check digit, as CMS issues them), specialty (one of the listed codes), phone_number (US, 10 digits), address_line_1, address_line_2 (optional), city, state, zip_code (US rules of the lab-order intake), license_state (US state code) and license_number. A blank or null field is stored as empty: the intake can be saved in steps; missing_for_verification lists what staff still need. A field error answers 400 {detail, field}. Once staff verified the provider, the intake is locked (409 {detail}: changes go through support). Providers only (403 otherwise); there is no way to reach another provider's intake.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address_line_1?: string | null;
                        address_line_2?: string | null;
                        city?: string | null;
                        /** @description 3-30 letters, digits, hyphens or dots. */
                        license_number?: string | null;
                        /** @description The US state (2-letter code) that issued the license. */
                        license_state?: string | null;
                        /** @description National Provider Identifier: 10 digits whose last digit is the Luhn check digit (e.g. 1234567893). */
                        npi?: string | null;
                        /** @description US number, 10 digits (e.g. (415) 555-0100); stored as digits. */
                        phone_number?: string | null;
                        practice_name?: string | null;
                        /** @enum {string|null} */
                        specialty?: "ob-gyn" | "family-medicine" | "internal-medicine" | "midwifery" | "nurse-practitioner" | "physician-assistant" | "naturopathic-medicine" | "urology" | "other" | null;
                        /** @description The practice's US state or territory, 2-letter code. */
                        state?: string | null;
                        /** @description 5 or 9 digits. */
                        zip_code?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address_line_1: string | null;
                            address_line_2: string | null;
                            city: string | null;
                            is_complete: boolean;
                            is_verified: boolean;
                            /** @description 3-30 letters, digits, hyphens or dots. */
                            license_number: string | null;
                            /** @description The US state (2-letter code) that issued the license. */
                            license_state: string | null;
                            /** @description Required fields still empty; verification needs none. */
                            missing_for_verification: string[];
                            /** @description National Provider Identifier: 10 digits whose last digit is the Luhn check digit (e.g. 1234567893). */
                            npi: string | null;
                            /** @description US number, 10 digits (e.g. (415) 555-0100); stored as digits. */
                            phone_number: string | null;
                            practice_name: string | null;
                            /** @enum {string|null} */
                            specialty: "ob-gyn" | "family-medicine" | "internal-medicine" | "midwifery" | "nurse-practitioner" | "physician-assistant" | "naturopathic-medicine" | "urology" | "other" | null;
                            /** @description The practice's US state or territory, 2-letter code. */
                            state: string | null;
                            /** @description null until the intake is first saved. */
                            updated_at: string | null;
                            verified_at: string | null;
                            /** @description 5 or 9 digits. */
                            zip_code: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/provider/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's test orders
         * @description Every test the provider ordered, newest first, with its status (see the status field). Only the provider's own orders. Each order is recorded in the audit log (provider_order, with the patient as subject once known). Verified providers only: a non-provider or a provider waiting for verification gets 403 {detail}.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description With the STI-only PCR panel (sti-panel-add-on). */
                                add_sti_panel: boolean;
                                ordered_at: string;
                                paid_at: string | null;
                                patient_email: string;
                                /** @description The name the provider gave when ordering; null when none was given. */
                                patient_name: string | null;
                                /** @enum {string} */
                                payer: "patient" | "provider";
                                /** @description Dollars: the catalogue price when ordered (the test, plus the STI-only PCR panel when added). */
                                price: number;
                                /** @description The results PDF (with the bearer token) once released. */
                                results_pdf_url: string | null;
                                results_ready_at: string | null;
                                /**
                                 * @description awaiting_payment (the provider pays and has not yet), awaiting_patient (the patient has not accepted the link yet, or accepted but not paid), kit_sent (a kit was issued; the patient has not consented yet), activated, received (by the lab), results_ready (ready but not visible to this provider), released (ready and readable: results_pdf_url).
                                 * @enum {string}
                                 */
                                status: "awaiting_payment" | "awaiting_patient" | "kit_sent" | "activated" | "received" | "results_ready" | "released";
                                /** @description The kit's code (the test hash) once issued. */
                                test_hash: string | null;
                                /** @description The order id. */
                                uid: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Order a test for a patient
         * @description Orders the vaginal microbiome test (plus, with add_sti_panel, the STI-only PCR panel, product sti-panel-add-on: a provider product of its own, not the shop's STI + expanded PCR panel vpcr-add-on, which tests for more at its own price) for the patient at patient_email, priced from the catalogue. The patient is emailed a private link to /provider-test/{token}/ (the token is random and only its digest is stored); they accept it signed in with that address. payer "patient": the patient pays when accepting (checkout_url is null here). payer "provider": the answer carries checkout_url, the provider's payment page (also at POST /api/v1/provider/orders/{uid}/checkout/); the patient can accept only once it is paid. One order per patient at a time: while an earlier order for the same address still waits for the patient, 409 {detail}. patient_name (optional) greets the patient in that email and is kept with the order (the order list answers it). The answer carries patient_link, the absolute link the patient was emailed, for the provider to share: it is answered only here (only its digest is stored). Your own address: 400. Audited (provider_order, create). Verified providers only: a non-provider or a provider waiting for verification gets 403 {detail}.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Adds the STI-only PCR panel (sti-panel-add-on; not the shop's vpcr-add-on).
                         * @default false
                         */
                        add_sti_panel?: boolean;
                        /** Format: email */
                        patient_email: string;
                        /** @description The patient's name: the email's greeting, and the order list's. */
                        patient_name?: string;
                        /** @enum {string} */
                        payer: "patient" | "provider";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The provider's payment page (payer provider), else null. */
                            checkout_url: string | null;
                            order: {
                                /** @description With the STI-only PCR panel (sti-panel-add-on). */
                                add_sti_panel: boolean;
                                ordered_at: string;
                                paid_at: string | null;
                                patient_email: string;
                                /** @description The name the provider gave when ordering; null when none was given. */
                                patient_name: string | null;
                                /** @enum {string} */
                                payer: "patient" | "provider";
                                /** @description Dollars: the catalogue price when ordered (the test, plus the STI-only PCR panel when added). */
                                price: number;
                                /** @description The results PDF (with the bearer token) once released. */
                                results_pdf_url: string | null;
                                results_ready_at: string | null;
                                /**
                                 * @description awaiting_payment (the provider pays and has not yet), awaiting_patient (the patient has not accepted the link yet, or accepted but not paid), kit_sent (a kit was issued; the patient has not consented yet), activated, received (by the lab), results_ready (ready but not visible to this provider), released (ready and readable: results_pdf_url).
                                 * @enum {string}
                                 */
                                status: "awaiting_payment" | "awaiting_patient" | "kit_sent" | "activated" | "received" | "results_ready" | "released";
                                /** @description The kit's code (the test hash) once issued. */
                                test_hash: string | null;
                                /** @description The order id. */
                                uid: string;
                            };
                            /** @description The patient's absolute /provider-test/{token}/ link, as emailed to them (answered only here). */
                            patient_link: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provider/orders/{uid}/checkout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay for an order (the provider's payment page)
         * @description For an order the provider pays: answers {checkout_url} (the same page while its session is open; a new one after a declined payment). When processed, the order is marked paid (fulfilProviderOrder) and the patient can accept it. A patient-paid or already paid order: 409 {detail}. Another provider's order or an unknown id: 404. Verified providers only: a non-provider or a provider waiting for verification gets 403 {detail}.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The payment page of the new checkout session (a path on this API). */
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provider/patient-tests/{hash}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A patient's test and results (verified provider)
         * @description A provider sees a patient's test only when it is linked to that provider AND the patient releases the results (provider-release; a provider's order issues its test released, and she may withdraw it): otherwise 404 {detail}, the same as an unknown hash. A non-provider or a provider not yet verified gets 403 {detail}. Answers the test as GET /user-tests/{hash}/ does, plus the patient's name and, once ready, every microbe.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Empty until the test is ready. */
                            microbes: {
                                /** @enum {string} */
                                classification: "protective" | "disruptive" | "variable";
                                name: string;
                                /** @description Percent of the sample. */
                                relative_abundance: number;
                            }[];
                            patient: {
                                first_name: string;
                                last_name: string;
                            };
                            test: {
                                activated_at: string | null;
                                care_purchased: boolean;
                                /** @description When the user gave consent (POST .../consent/). */
                                consented_at: string | null;
                                created_at: string;
                                eligible_for_a_la_care: boolean;
                                eligible_for_any_care: boolean;
                                eligible_for_care: boolean;
                                eligible_for_care_reason: string;
                                eligible_for_ungated_rx: boolean;
                                /** @description The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}). */
                                expanded_pcr_panel: boolean;
                                hash: string;
                                healthcontext: {
                                    health_history_submitted_at: string | null;
                                };
                                lab: string | null;
                                /** @description The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/. */
                                lab_order_intake_id: number | null;
                                latest_vaginitis_consult: {
                                    consult_completed: boolean;
                                    uid: string;
                                } | null;
                                /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                                ordered_at: string | null;
                                /** @description A provider ordered this test for the user. */
                                ordered_by_provider: boolean;
                                /** @description The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff. */
                                pcr_findings: {
                                    detected: boolean;
                                    /** @description How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium). */
                                    name: string;
                                    /** @enum {string} */
                                    target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                                }[] | null;
                                /** @description The user released the results to the test's provider. */
                                provider_release: boolean;
                                /** @description When the lab logged the sample. */
                                received_at: string | null;
                                /** @description In dollars. */
                                recommended_program_bundle_price: number | null;
                                recommended_program_slug: string | null;
                                /** @description Null until the test is ready. */
                                results: {
                                    /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                    conditions: ("BV" | "Yeast")[];
                                    disruptive_percent: number;
                                    /**
                                     * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                     * @enum {string}
                                     */
                                    infection_state: "optimal" | "intermediate" | "disrupted";
                                    protective_percent: number;
                                    /**
                                     * @description The VALENCIA community state type.
                                     * @enum {string}
                                     */
                                    valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                    variable_percent: number;
                                } | null;
                                results_ready_at: string | null;
                                /** @description The vaginal pH the user read at sampling (3.0-8.0). */
                                sample_ph: number | null;
                                /** @description When the user recorded the sample (POST .../sample/). */
                                sample_taken_at: string | null;
                                /** @enum {string} */
                                status: "activated" | "received" | "ready";
                                /** @description The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none. */
                                sti_consult: {
                                    /** @description Its intake is not submitted yet (IN, OR, ST). */
                                    is_pre_submit: boolean;
                                    /** @description SPEC §4 status code. */
                                    status: string;
                                    uid: string;
                                } | null;
                                test_order: string | null;
                                /** @description VM = vaginal microbiome test */
                                test_type: string;
                                /** @description Null until the results are ready. */
                                valencia_type: string | null;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provider/patient-tests/{hash}/results.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A patient's results as a PDF
         * @description The results sheet (application/pdf, generated on the server): patient, test and dates, the community state type, every microbe with its relative abundance and, when the provider's feature flag provider_pdf_include_plan_items is on (the default), the plan items the results call for. Sent as an attachment with Cache-Control: no-store. Only once the results are ready and visible to the provider (the provider ordered the test, or the patient released it to them: the rule of GET /api/v1/provider/patient-tests/{hash}/); otherwise 404 {detail}, the same as an unknown hash. Audited as a read of the test and its results. Verified providers only: a non-provider or a provider waiting for verification gets 403 {detail}.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A PDF document. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provider/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a provider account
         * @description Like POST /api/v1/register/ (same password rules, the same verification email, 201 {access, refresh}; an email already used: 400 {detail, field: "email"}; the same limit per client address: 429 {detail} with Retry-After), but the account is a provider (registrationRoute "provider", isProvider true) waiting for verification (provider_info.is_verified false): next, the provider fills in the intake and staff verify it. The path works with or without the trailing slash.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        first_name: string;
                        last_name: string;
                        /** @description Password rules: at least 8 characters, not entirely numeric, and not the email address (nor its part before the @); at most 128 characters. */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description JWT access token (HS256, 15 minutes). */
                            access: string;
                            /** @description JWT refresh token (7 days, one use: every refresh rotates it). */
                            refresh: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provider/resources/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Educational resources
         * @description Handouts for providers and their patients, each a PDF served by this API at url (no outside hosts). Verified providers only: a non-provider or a provider waiting for verification gets 403 {detail}.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                description: string;
                                /** @enum {string} */
                                format: "pdf";
                                slug: string;
                                title: string;
                                /** @description A path on this API; fetch it with the bearer token. */
                                url: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provider/resources/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One resource as a PDF
         * @description The handout {slug}.pdf of the resource list (application/pdf). Unknown: 404. Verified providers only: a non-provider or a provider waiting for verification gets 403 {detail}.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A PDF document. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a consumer account
         * @description Creates the account, emails a verification link and signs the new user in (201 {access, refresh}). Email already used: 400 {detail: "An account with this email already exists.", field: "email"}. Field errors: 400 {detail, field}. The password rules are in the password field description. accepted_terms must be true (the time is recorded); phone_number is optional (SPEC §5 characters, at least 7 digits). At most 10 registrations per client address per hour (a taken email counts; this and the provider registration share the count): 429 {detail} with Retry-After beyond. The emailed link (/verify-email-confirm/?hash=...) also carries next=/treatments/ for registration_route "treatment" and next=/treatments/male-partner/intake/start for "male_partner".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Must be true: the person accepted the terms of service and privacy policy (the time is recorded). Otherwise 400 {detail, field: "accepted_terms"}. */
                        accepted_terms?: boolean;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, in the past.
                         */
                        birthday?: string;
                        /** Format: email */
                        email: string;
                        first_name: string;
                        last_name: string;
                        /** @description Password rules: at least 8 characters, not entirely numeric, and not the email address (nor its part before the @); at most 128 characters. */
                        password: string;
                        /** @description Optional. Digits, spaces, dots, parentheses, + and - only, with at least 7 digits (SPEC §5); stored as typed, trimmed. Blank means none. */
                        phone_number?: string;
                        /**
                         * @default default
                         * @enum {string}
                         */
                        registration_route?: "default" | "male_partner" | "treatment";
                        /** @default false */
                        research_consent?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description JWT access token (HS256, 15 minutes). */
                            access: string;
                            /** @description JWT refresh token (7 days, one use: every refresh rotates it). */
                            refresh: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/research-consent/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give or withdraw research consent
         * @description Records the signed-in user's research consent (the page /research-consent/ calls this; registration can set it too with `research_consent`). Non-providers need it for tests and care (SPEC §2.3, §6); GET /api/v1/user-config/ then reports it in `consentCompleted.research`.
         *     - `research_consent: true` gives it; `false` withdraws it (allowed at any time: consent must be as easy to withdraw as to give). Repeating the same value changes nothing but answers 200 again.
         *     - The body must be exactly `{research_consent: boolean}`: a missing field, another type or an unknown field answers 400 {detail} and writes nothing.
         *     Answers the consent now on record. Audited: update of `research_consent` with the user as subject.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description true to take part in research; false to withdraw (tests and care then ask for it again). */
                        research_consent: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The consent now on record (as user-config reports in consentCompleted.research). */
                            research_consent: boolean;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current subscription
         * @description `{data: subscription}`: the caller's current subscription, the active one started last (a cancelled one is not current). None: 404 'You have no active subscription.'.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cancel_note: string | null;
                                /** @enum {string|null} */
                                cancel_reason: "too-expensive" | "not-using" | "too-much-product" | "not-working" | "results-improved" | "other" | null;
                                cancelled_at: string | null;
                                /** @description A cancelled subscription: the end of the paid period (a membership lasts until then). */
                                ends_at: string | null;
                                id: number;
                                is_membership: boolean;
                                /** @description The product kind (membership, routine-essential, …). */
                                kind: string;
                                name: string;
                                /** @description When the next delivery is charged; null once cancelled. */
                                next_charge_at: string | null;
                                /** @description The order that started it (null for demo data). */
                                order_id: number | null;
                                /** @description Dollars per delivery: unit_price x quantity. */
                                price: number;
                                quantity: number;
                                selling_plan: {
                                    discount_percentage: number;
                                    id: string;
                                    interval_months: number;
                                    name: string;
                                };
                                /** @description Deliveries skipped so far. */
                                skipped_charges: number;
                                /** @description The subscribed product's slug (e.g. op-4, membership_vmt). */
                                slug: string;
                                started_at: string;
                                /**
                                 * @description active: charged every plan interval; cancelled: no more charges.
                                 * @enum {string}
                                 */
                                status: "active" | "cancelled";
                                /** @description Dollars: one unit on the plan, fixed on the server when the subscription started (or changed plan). */
                                unit_price: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/exists/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller has a subscription
         * @description `{data: {exists, is_member}}` (SPEC: response not shown): exists is true when the caller has at least one active subscription; is_member is the membership flag of user-config (`subscription.is_member`), true from a paid membership until the end of the paid period of a cancelled one. Never 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                exists: boolean;
                                is_member: boolean;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/next-charge-with-discount/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The next charge with a discount code
         * @description The next charge (as next-charge) with a discount applied: `discount` shows it and total = subtotal less it, never below zero. Every field is optional (defaults RETEST20, fixed_amount, 20: SPEC §9). Only known codes (RETEST20: fixed_amount 20): another code is 400 (field discount_code). The server knows each code's type and value: discount_type and discount_value are checked against them, never trusted (a mismatch is 400 naming the field). Writes nothing. No active subscription: 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default RETEST20 */
                        discount_code?: string;
                        /**
                         * @default fixed_amount
                         * @enum {string}
                         */
                        discount_type?: "fixed_amount" | "percentage";
                        /** @default 20 */
                        discount_value?: number;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description When it is charged (the subscription next_charge_at). */
                                date: string | null;
                                /** @description The discount applied (null for none). */
                                discount: {
                                    /** @description Dollars taken off this charge (never more than the subtotal). */
                                    amount: number;
                                    code: string;
                                    /** @enum {string} */
                                    type: "fixed_amount" | "percentage";
                                    /** @description Dollars off (fixed_amount) or whole percent off (percentage): the code’s own value. */
                                    value: number;
                                } | null;
                                items: {
                                    name: string;
                                    quantity: number;
                                    selling_plan_id: string;
                                    slug: string;
                                    /** @description Dollars: unit_price x quantity. */
                                    total: number;
                                    /** @description Dollars. */
                                    unit_price: number;
                                }[];
                                slug: string;
                                subscription_id: number;
                                /** @description Dollars: the price per delivery. */
                                subtotal: number;
                                /** @description Dollars charged: subtotal less the discount, never below zero. */
                                total: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/next-charge/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The next charge of the current subscription
         * @description `{data: {subscription_id, slug, date, items, subtotal, discount: null, total}}`: when the current subscription (GET /api/v1/subscription/) is charged next and how much: its price per delivery, fixed on the server from the catalogue and the plan's discount when it started or last changed plan. Writes nothing. No active subscription: 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description When it is charged (the subscription next_charge_at). */
                                date: string | null;
                                /** @description The discount applied (null for none). */
                                discount: {
                                    /** @description Dollars taken off this charge (never more than the subtotal). */
                                    amount: number;
                                    code: string;
                                    /** @enum {string} */
                                    type: "fixed_amount" | "percentage";
                                    /** @description Dollars off (fixed_amount) or whole percent off (percentage): the code’s own value. */
                                    value: number;
                                } | null;
                                items: {
                                    name: string;
                                    quantity: number;
                                    selling_plan_id: string;
                                    slug: string;
                                    /** @description Dollars: unit_price x quantity. */
                                    total: number;
                                    /** @description Dollars. */
                                    unit_price: number;
                                }[];
                                slug: string;
                                subscription_id: number;
                                /** @description Dollars: the price per delivery. */
                                subtotal: number;
                                /** @description Dollars charged: subtotal less the discount, never below zero. */
                                total: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/portal-link/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A link to the customer portal
         * @description `{data: {url, expires_at}}`: an absolute URL of the sandbox customer portal on this API (GET /api/v1/subscription/portal/{token}/), to open in a new tab without a bearer header. Its token is random, stored only as a digest, opens the caller's portal only and expires after 30 minutes; each call makes a new one (audited as subscription_portal_link). No active subscription: 404 (the front end shows 'Failed to fetch portal link'). Staff viewing as another user (__impersonate) get 403: the portal changes subscriptions and impersonation is read-only.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                expires_at: string;
                                url: string;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/portal/{token}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer portal page (sandbox)
         * @description The page GET /api/v1/subscription/portal-link/ links to: plain HTML listing the link owner's subscriptions (active first), each with its plan, price per delivery and next delivery, and for an active one three forms posting back here: skip the next delivery, change plan (the plans of its product and, for a membership, of the membership types on offer), cancel with a reason. No bearer header: the token in the path opens one user's portal for 30 minutes (unknown or expired: 404 page). `notice` + `subscription` show the message an action redirected with. Answers no-store, no-referrer and a strict Content-Security-Policy (no scripts; forms post only to this API).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Ignored: the portal is not signed in with a bearer token. */
                    __impersonate?: string;
                    /** @description The outcome of the last action. */
                    notice?: "skipped" | "already-skipped" | "swapped" | "unchanged" | "cancelled" | "already-cancelled";
                    /** @description The subscription id. */
                    subscription?: string;
                };
                header?: never;
                path: {
                    /** @description The portal token of the link. */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The portal page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Unknown or expired link. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/portal/{token}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a subscription (portal form)
         * @description Cancels an active subscription with a reason (too-expensive, not-using, too-much-product, not-working, results-improved, other) and an optional note (at most 500 characters): no more charges; what was paid runs until the next charge would have been (ends_at), and a membership lasts until then. Answers 303 to the page with a message; cancelling again changes nothing ('already-cancelled'). Audited as an update of the subscription.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The portal token of the link. */
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string;
                        /** @enum {string} */
                        reason: "too-expensive" | "not-using" | "too-much-product" | "not-working" | "results-improved" | "other";
                        /** @description The subscription id. */
                        subscription_id: string;
                    };
                };
            };
            responses: {
                /** @description Back to the portal page with a message (Location header). */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/portal/{token}/skip/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Skip the next delivery (portal form)
         * @description Skips the delivery due at `charge_at` (the date the page showed): the next charge moves one plan interval on and skipped_charges counts it. Answers 303 to the page with a message. Sending the form again (that delivery is no longer the next) changes nothing and says so ('already-skipped'); a cancelled subscription answers 'already-cancelled'. Another user's or an unknown subscription: 404. Audited as an update of the subscription.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The portal token of the link. */
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The next_charge_at the page showed (ISO-8601 UTC). */
                        charge_at: string;
                        /** @description The subscription id. */
                        subscription_id: string;
                    };
                };
            };
            responses: {
                /** @description Back to the portal page with a message (Location header). */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/portal/{token}/swap/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change plan (portal form)
         * @description Moves an active subscription to another plan: one of its product's plans or, for a membership, of the membership types on offer (membership_vmt, membership_expanded_pcr; the legacy and Canadian memberships cannot be chosen). Priced again from the catalogue; the next charge date stays. Any other plan: 400. The current plan changes nothing ('unchanged'). Answers 303 to the page with a message; a cancelled subscription answers 'already-cancelled'. Audited as an update of the subscription.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The portal token of the link. */
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        selling_plan_id: string;
                        /** @description The subscription id. */
                        subscription_id: string;
                    };
                };
            };
            responses: {
                /** @description Back to the portal page with a message (Location header). */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/swap/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Swap the membership to another type
         * @description `{data: subscription}`: the caller's active membership subscription becomes `subscription_type`, one of membership_vmt, membership_expanded_pcr (grandfathered_membership_vmt and canada_membership_vmt cannot be swapped to; they and any unknown type answer 400 naming the reason, field subscription_type). The plan keeps its interval when the new type has one (else the type's default plan); the price is fixed again from the catalogue and applies from the next charge, whose date stays. The same type is a no-op 200 (nothing written). No active membership: 404; a Canadian membership cannot change type: 409. Audited as an update of the subscription.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subscription_type: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cancel_note: string | null;
                                /** @enum {string|null} */
                                cancel_reason: "too-expensive" | "not-using" | "too-much-product" | "not-working" | "results-improved" | "other" | null;
                                cancelled_at: string | null;
                                /** @description A cancelled subscription: the end of the paid period (a membership lasts until then). */
                                ends_at: string | null;
                                id: number;
                                is_membership: boolean;
                                /** @description The product kind (membership, routine-essential, …). */
                                kind: string;
                                name: string;
                                /** @description When the next delivery is charged; null once cancelled. */
                                next_charge_at: string | null;
                                /** @description The order that started it (null for demo data). */
                                order_id: number | null;
                                /** @description Dollars per delivery: unit_price x quantity. */
                                price: number;
                                quantity: number;
                                selling_plan: {
                                    discount_percentage: number;
                                    id: string;
                                    interval_months: number;
                                    name: string;
                                };
                                /** @description Deliveries skipped so far. */
                                skipped_charges: number;
                                /** @description The subscribed product's slug (e.g. op-4, membership_vmt). */
                                slug: string;
                                started_at: string;
                                /**
                                 * @description active: charged every plan interval; cancelled: no more charges.
                                 * @enum {string}
                                 */
                                status: "active" | "cancelled";
                                /** @description Dollars: one unit on the plan, fixed on the server when the subscription started (or changed plan). */
                                unit_price: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's subscriptions
         * @description `{data: {subscriptions}}`: the caller's active subscriptions, latest started first (the product cards show these as subscribed; cancelled ones are in the portal). None: 404 (the front end shows 'Failed to fetch subscriptions').
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscriptions: {
                                    cancel_note: string | null;
                                    /** @enum {string|null} */
                                    cancel_reason: "too-expensive" | "not-using" | "too-much-product" | "not-working" | "results-improved" | "other" | null;
                                    cancelled_at: string | null;
                                    /** @description A cancelled subscription: the end of the paid period (a membership lasts until then). */
                                    ends_at: string | null;
                                    id: number;
                                    is_membership: boolean;
                                    /** @description The product kind (membership, routine-essential, …). */
                                    kind: string;
                                    name: string;
                                    /** @description When the next delivery is charged; null once cancelled. */
                                    next_charge_at: string | null;
                                    /** @description The order that started it (null for demo data). */
                                    order_id: number | null;
                                    /** @description Dollars per delivery: unit_price x quantity. */
                                    price: number;
                                    quantity: number;
                                    selling_plan: {
                                        discount_percentage: number;
                                        id: string;
                                        interval_months: number;
                                        name: string;
                                    };
                                    /** @description Deliveries skipped so far. */
                                    skipped_charges: number;
                                    /** @description The subscribed product's slug (e.g. op-4, membership_vmt). */
                                    slug: string;
                                    started_at: string;
                                    /**
                                     * @description active: charged every plan interval; cancelled: no more charges.
                                     * @enum {string}
                                     */
                                    status: "active" | "cancelled";
                                    /** @description Dollars: one unit on the plan, fixed on the server when the subscription started (or changed plan). */
                                    unit_price: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/treatment-interruption/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause treatment
         * @description Records a treatment-interruption period on the plan of the caller's consult consult_uid (404 when it is not the caller's or has no visible plan). days: 1-14. The plan must have a start date (409 otherwise); start_date must fall within the calendar, from the treatment start date to its last day given the other interruptions (400 otherwise); interruptions of one plan may not overlap (409). Dates: week k covers the 7(k-1)+1-th to 7k-th days counted from start_date (start_date, end_date): the dates of the treatments that continue during a period. An interruption pauses only the treatments with pauses_during_period (SPEC §5: boric acid, vaginal probiotics): their days inside it are not counted, so their dates in the week containing it and every later week end later by its days (pausing_start_date, pausing_end_date; paused_days in total), and so does the retest week, which follows every treatment. Answers 201 with the interruption; the pausing treatments' dates (and the retest week's) shift.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        consult_uid: string;
                        /** @description 1-14 days */
                        days: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        start_date: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult_uid: string;
                            days: number;
                            /**
                             * Format: date
                             * @description The last paused day.
                             */
                            end_date: string;
                            id: number;
                            /** Format: date */
                            start_date: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/treatment-interruption/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a treatment interruption
         * @description Replaces start_date and days of the caller's interruption (another user's: 404). consult_uid may be sent but must be the interruption's own (400 otherwise). days: 1-14. The plan must have a start date (409 otherwise); start_date must fall within the calendar, from the treatment start date to its last day given the other interruptions (400 otherwise); interruptions of one plan may not overlap (409). Dates: week k covers the 7(k-1)+1-th to 7k-th days counted from start_date (start_date, end_date): the dates of the treatments that continue during a period. An interruption pauses only the treatments with pauses_during_period (SPEC §5: boric acid, vaginal probiotics): their days inside it are not counted, so their dates in the week containing it and every later week end later by its days (pausing_start_date, pausing_end_date; paused_days in total), and so does the retest week, which follows every treatment.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        consult_uid?: string;
                        /** @description 1-14 days */
                        days: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        start_date: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consult_uid: string;
                            days: number;
                            /**
                             * Format: date
                             * @description The last paused day.
                             */
                            end_date: string;
                            id: number;
                            /** Format: date */
                            start_date: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove a treatment interruption
         * @description Deletes the caller's interruption (another user's: 404); the pausing treatments' dates shift back. Answers 204.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-config/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current user
         * @description The signed-in user with account facts (tests count, ready test, completed vaginitis consult, membership), feature flags and experiments (per-user overrides over defaults) and the environment. Decisions: username is the email; provider_info.is_verified is true only for a verified provider; ecomm.can_purchase_care is true for every non-provider; userEligibleForAnyCare is true when any of the user's tests is eligible for any care.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            announcements: {
                                id: number;
                                message: string;
                                published_at: string;
                                title: string;
                            }[];
                            birthday: string | null;
                            care: {
                                userEligibleForAnyCare: boolean;
                                vaginitis: {
                                    has_completed_consult: boolean;
                                };
                            };
                            coaching: {
                                has_used_free_call: boolean;
                                num_calls_completed: number;
                            };
                            consentCompleted: {
                                research: boolean;
                            };
                            date_joined: string;
                            ecomm: {
                                can_purchase_care: boolean;
                            };
                            email: string;
                            emailVerified: boolean;
                            env: {
                                frontend_url: string;
                                name: string;
                            };
                            experiments: {
                                problems_module: boolean;
                                prominent_onramp: boolean;
                            };
                            features: {
                                braze_enabled: boolean;
                                bundle_retest_upsell: boolean;
                                care_pdf_debug: boolean;
                                dx_at_test_results: boolean;
                                fertility_module_pdf: boolean;
                                fertility_v0_enabled: boolean;
                                health_history_upsell: boolean;
                                male_partner_enabled: boolean;
                                module_visibility_enabled: boolean;
                                newPDP: boolean;
                                plan: boolean;
                                provider_pdf_include_plan_items: boolean;
                                shopAllEnabled: boolean;
                                ungated_rx_upsell: boolean;
                                vaginitis_upsell: boolean;
                            };
                            firstName: string;
                            id: number;
                            is_staff: boolean;
                            isProvider: boolean;
                            lastName: string;
                            notifications: {
                                care: boolean;
                            };
                            phone_number: string | null;
                            provider_info: {
                                is_verified: boolean;
                            };
                            /** @enum {string} */
                            registrationRoute: "default" | "male_partner" | "treatment" | "provider";
                            results: {
                                has_ready_test: boolean;
                            };
                            subscription: {
                                is_member: boolean;
                            };
                            tests: {
                                total_test_count: number;
                            };
                            username: string;
                            uuid: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's tests
         * @description Every test of the signed-in user, latest first (by creation). status is activated, received or ready. Decisions (not shown in SPEC): valencia_type is null until the results are ready; money is in dollars; address fields are not part of a test (they belong to the lab-order intake).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            results_ready_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        }[];
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Attach a test kit to the caller
         * @description Attaches the kit with this code to the signed-in user: a new user test in status `activated` (201), with an empty lab-order intake (`lab_order_intake_id`). Decisions (not shown in SPEC): the code is matched case-insensitively; an unknown code answers 404; a code another account attached answers 409 with its own detail (the code is printed on a physical kit: saying it is taken helps its owner and reveals no data); the caller's own, already attached code answers 200 with the test and changes nothing (safe to retry). At most 20 unknown codes per account per hour (known codes do not count): 429 {detail} with Retry-After beyond, whatever the code. Malformed input (not a string, not 6-32 letters and digits, extra fields) answers 400.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The code printed on the kit, e.g. FLKIT00001. */
                        hash: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            /** @description When the user gave consent (POST .../consent/). */
                            consented_at: string | null;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            /** @description The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}). */
                            expanded_pcr_panel: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            /** @description The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/. */
                            lab_order_intake_id: number | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description A provider ordered this test for the user. */
                            ordered_by_provider: boolean;
                            /** @description The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff. */
                            pcr_findings: {
                                detected: boolean;
                                /** @description How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium). */
                                name: string;
                                /** @enum {string} */
                                target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                            }[] | null;
                            /** @description The user released the results to the test's provider. */
                            provider_release: boolean;
                            /** @description When the lab logged the sample. */
                            received_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            /** @description Null until the test is ready. */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                disruptive_percent: number;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                protective_percent: number;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            } | null;
                            results_ready_at: string | null;
                            /** @description The vaginal pH the user read at sampling (3.0-8.0). */
                            sample_ph: number | null;
                            /** @description When the user recorded the sample (POST .../sample/). */
                            sample_taken_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            /** @description The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none. */
                            sti_consult: {
                                /** @description Its intake is not submitted yet (IN, OR, ST). */
                                is_pre_submit: boolean;
                                /** @description SPEC §4 status code. */
                                status: string;
                                uid: string;
                            } | null;
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            /** @description When the user gave consent (POST .../consent/). */
                            consented_at: string | null;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            /** @description The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}). */
                            expanded_pcr_panel: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            /** @description The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/. */
                            lab_order_intake_id: number | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description A provider ordered this test for the user. */
                            ordered_by_provider: boolean;
                            /** @description The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff. */
                            pcr_findings: {
                                detected: boolean;
                                /** @description How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium). */
                                name: string;
                                /** @enum {string} */
                                target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                            }[] | null;
                            /** @description The user released the results to the test's provider. */
                            provider_release: boolean;
                            /** @description When the lab logged the sample. */
                            received_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            /** @description Null until the test is ready. */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                disruptive_percent: number;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                protective_percent: number;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            } | null;
                            results_ready_at: string | null;
                            /** @description The vaginal pH the user read at sampling (3.0-8.0). */
                            sample_ph: number | null;
                            /** @description When the user recorded the sample (POST .../sample/). */
                            sample_taken_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            /** @description The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none. */
                            sti_consult: {
                                /** @description Its intake is not submitted yet (IN, OR, ST). */
                                is_pre_submit: boolean;
                                /** @description SPEC §4 status code. */
                                status: string;
                                uid: string;
                            } | null;
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's tests
         * @description The test with this hash: the SPEC §3 fields (as in the list) plus the activation steps (consented_at, sample_taken_at, sample_ph), received_at, provider_release, ordered_by_provider, lab_order_intake_id and `results`, the results summary (VALENCIA type, infection state, conditions, percents per microbe classification), null until the test is ready. Not wrapped in `data` (like /current/). Another user's test: 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            /** @description When the user gave consent (POST .../consent/). */
                            consented_at: string | null;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            /** @description The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}). */
                            expanded_pcr_panel: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            /** @description The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/. */
                            lab_order_intake_id: number | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description A provider ordered this test for the user. */
                            ordered_by_provider: boolean;
                            /** @description The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff. */
                            pcr_findings: {
                                detected: boolean;
                                /** @description How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium). */
                                name: string;
                                /** @enum {string} */
                                target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                            }[] | null;
                            /** @description The user released the results to the test's provider. */
                            provider_release: boolean;
                            /** @description When the lab logged the sample. */
                            received_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            /** @description Null until the test is ready. */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                disruptive_percent: number;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                protective_percent: number;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            } | null;
                            results_ready_at: string | null;
                            /** @description The vaginal pH the user read at sampling (3.0-8.0). */
                            sample_ph: number | null;
                            /** @description When the user recorded the sample (POST .../sample/). */
                            sample_taken_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            /** @description The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none. */
                            sti_consult: {
                                /** @description Its intake is not submitted yet (IN, OR, ST). */
                                is_pre_submit: boolean;
                                /** @description SPEC §4 status code. */
                                status: string;
                                uid: string;
                            } | null;
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/a-la-care-recommendations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Individual treatments for the results
         * @description The treatments the results call for, each bought on its own (a-la-care), with the condition it treats: BV -> ba-14, soo-3; Yeast -> af-1. Empty for an optimal or intermediate result. Before the test is `ready` this answers 409 {detail}; another user's test answers 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                eligible_for_a_la_care: boolean;
                                treatments: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    /**
                                     * @description The condition it treats.
                                     * @enum {string}
                                     */
                                    reason: "BV" | "Yeast";
                                    slug: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/checkout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy the PCR add-on for a test
         * @description Starts a checkout of the expanded PCR panel add-on (product `vpcr-add-on`) for this test. `checkout_type` must be 'vPCR-add-on'. The panel runs on the same sample, so only before the results are ready (409 once the test is ready). Another user's test: 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        checkout_type: "vPCR-add-on";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The payment page of the new checkout session (a path on this API). */
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/consent/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Consent to the test
         * @description Records the time the caller consented (`consented_at`). Empty body. Only while the test is `activated` (409 once the lab has received the sample); a repeat answers the test unchanged (the first consent time is kept). Another user's test: 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            /** @description When the user gave consent (POST .../consent/). */
                            consented_at: string | null;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            /** @description The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}). */
                            expanded_pcr_panel: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            /** @description The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/. */
                            lab_order_intake_id: number | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description A provider ordered this test for the user. */
                            ordered_by_provider: boolean;
                            /** @description The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff. */
                            pcr_findings: {
                                detected: boolean;
                                /** @description How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium). */
                                name: string;
                                /** @enum {string} */
                                target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                            }[] | null;
                            /** @description The user released the results to the test's provider. */
                            provider_release: boolean;
                            /** @description When the lab logged the sample. */
                            received_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            /** @description Null until the test is ready. */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                disruptive_percent: number;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                protective_percent: number;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            } | null;
                            results_ready_at: string | null;
                            /** @description The vaginal pH the user read at sampling (3.0-8.0). */
                            sample_ph: number | null;
                            /** @description When the user recorded the sample (POST .../sample/). */
                            sample_taken_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            /** @description The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none. */
                            sti_consult: {
                                /** @description Its intake is not submitted yet (IN, OR, ST). */
                                is_pre_submit: boolean;
                                /** @description SPEC §4 status code. */
                                status: string;
                                uid: string;
                            } | null;
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/fhir/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The results as a FHIR R4 Bundle
         * @description A standard health-record file of a ready result (Content-Type application/fhir+json, Content-Disposition: attachment; filename="flora-result-<hash>.fhir.json", Cache-Control: no-store): a FHIR R4 Bundle of type `collection` whose entries reference each other by urn:uuid fullUrl. It holds the Patient (name, birthDate, gender female, an identifier in https://flora.test/fhir/sid/patient; no email or address), a DiagnosticReport (status final, code: vaginal microbiome test, effective: when the sample was taken, issued: when the results were ready, performer: Flora lab, `result` referencing every Observation), one Observation per microbe (code: the microbe's name, local system https://flora.test/fhir/CodeSystem/microbe; valueQuantity: the relative abundance in %, UCUM; interpretation: protective / disruptive / variable in https://flora.test/fhir/CodeSystem/microbe-classification), an Observation for the community state type (valueCodeableConcept coded in https://flora.test/fhir/CodeSystem/community-state-type: I-A, I-B, II, III-A, III-B, IV-A, IV-B, IV-C0..IV-C4, V, with what it means as display) and one for the infection state (https://flora.test/fhir/CodeSystem/infection-state: optimal, intermediate, disrupted; findings BV / Yeast as components) and, when the STI + expanded PCR panel's findings are reported, one Observation per target (code in https://flora.test/fhir/CodeSystem/sti-target: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium; valueCodeableConcept detected / not-detected in https://flora.test/fhir/CodeSystem/pcr-result), referenced by the report, whose conclusion adds what the panel detected. Who may read it: the owner, a verified provider the result was released to (the rule of GET /provider/patient-tests/{hash}/) and staff; anyone else 404 {detail}, as for an unknown hash. Before the test is `ready`: 409 {detail}. Audited as a read of the test and its results through this route (the access log shows it as an export).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A FHIR R4 Bundle (type collection). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/fhir+json": {
                            entry: {
                                fullUrl: string;
                                resource: {
                                    [key: string]: unknown;
                                };
                            }[];
                            identifier?: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            resourceType: "Bundle";
                            timestamp: string;
                            /** @enum {string} */
                            type: "collection";
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/health-history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The health history of a test
         * @description The questionnaire the test uses (sections -> pages -> questions, with an educational moment before some sections) with her answers so far. Decisions: one questionnaire version per test, fixed at its first read (today's version is 1); a later version never changes a history in progress. `last_page` is the page to resume on (null: start); page ids are the questionnaire's pages, the education pages (`about-<section>`) and the steps sample-criteria, sample-taken, provider-release, review. A question is shown only when its `show_when` holds (the answer to `show_when.question` is, or for a list includes, one of `any_of`). `missing`: the required questions shown that have no answer yet (what submit would refuse; [] once submitted). `ungated_rx_treatments`: the ungated-Rx treatment slugs the symptoms answered so far would be offered (the symptoms upsell). `submitted_at` set: read-only. Another user's test: 404. Audited (read of health_history).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Question id -> answer. */
                            answers: {
                                [key: string]: string | number | boolean | string[];
                            };
                            hash: string;
                            /** @description The page to resume on (null: the start). */
                            last_page: string | null;
                            /** @description Ids of required questions shown and not answered yet. */
                            missing: string[];
                            questionnaire: {
                                sections: {
                                    /** @description An educational moment shown before the section's first page, as its own page (`page_id`). */
                                    education: {
                                        page_id: string;
                                        paragraphs: string[];
                                        title: string;
                                    } | null;
                                    id: string;
                                    pages: {
                                        id: string;
                                        questions: {
                                            choices: {
                                                /** @description Picking it clears every other choice (e.g. "None of these"). */
                                                exclusive?: boolean;
                                                id: string;
                                                label: string;
                                            }[] | null;
                                            help: string | null;
                                            /** @description The key of its answer. */
                                            id: string;
                                            label: string;
                                            max: number | null;
                                            /** @description date: the earliest allowed answer, in days before today. */
                                            max_days_ago: number | null;
                                            min: number | null;
                                            required: boolean;
                                            /** @description Shown only when the answer to `question` is (or, for a list, includes) one of `any_of`. */
                                            show_when: {
                                                any_of: (string | boolean)[];
                                                question: string;
                                            } | null;
                                            /** @description A short name for lists (review, missing answers). */
                                            summary: string;
                                            /** @enum {string} */
                                            type: "single_choice" | "multiple_choice" | "yes_no" | "number" | "date" | "text";
                                            unit: string | null;
                                        }[];
                                        title: string;
                                    }[];
                                    title: string;
                                }[];
                                title: string;
                                version: number;
                            };
                            /** @description Set once submitted: the history is read-only. */
                            submitted_at: string | null;
                            /** @description Ungated-Rx treatment slugs for the symptoms answered so far (the symptoms upsell). */
                            ungated_rx_treatments: string[];
                            /** @description When an answer last changed. */
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save health history answers (autosave)
         * @description Merges the given answers into the saved ones and/or sets the page to resume on (`page`). Partial and idempotent: send only what changed; a repeat answers the same history and writes nothing. Answers by question type (single_choice, multiple_choice, yes_no, number, date, text): yes_no a boolean; single_choice one choice id; multiple_choice a list of choice ids (an `exclusive` choice such as "none" alone; [] clears); number a whole number within min-max; date YYYY-MM-DD, a real date, not in the future and within max_days_ago when set; text up to 2000 characters (trimmed, blank clears). A bad answer is 400 {detail, field: <question id>} naming the question, and nothing is written; an unknown question id is 400 too. An unknown page is 400 (field page). Needs consent first (409); once the history is submitted it is read-only (409). Answers to questions a later answer hides are kept while she edits (she may change her mind) and dropped at submit. Another user's test: 404. Audited (update of health_history; read when nothing changed).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Question id -> answer (see the questionnaire for each question's type); null clears an answer. */
                        answers?: {
                            [key: string]: string | number | boolean | null | string[];
                        };
                        /** @description The page she is on (to resume there). */
                        page?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Question id -> answer. */
                            answers: {
                                [key: string]: string | number | boolean | string[];
                            };
                            hash: string;
                            /** @description The page to resume on (null: the start). */
                            last_page: string | null;
                            /** @description Ids of required questions shown and not answered yet. */
                            missing: string[];
                            questionnaire: {
                                sections: {
                                    /** @description An educational moment shown before the section's first page, as its own page (`page_id`). */
                                    education: {
                                        page_id: string;
                                        paragraphs: string[];
                                        title: string;
                                    } | null;
                                    id: string;
                                    pages: {
                                        id: string;
                                        questions: {
                                            choices: {
                                                /** @description Picking it clears every other choice (e.g. "None of these"). */
                                                exclusive?: boolean;
                                                id: string;
                                                label: string;
                                            }[] | null;
                                            help: string | null;
                                            /** @description The key of its answer. */
                                            id: string;
                                            label: string;
                                            max: number | null;
                                            /** @description date: the earliest allowed answer, in days before today. */
                                            max_days_ago: number | null;
                                            min: number | null;
                                            required: boolean;
                                            /** @description Shown only when the answer to `question` is (or, for a list, includes) one of `any_of`. */
                                            show_when: {
                                                any_of: (string | boolean)[];
                                                question: string;
                                            } | null;
                                            /** @description A short name for lists (review, missing answers). */
                                            summary: string;
                                            /** @enum {string} */
                                            type: "single_choice" | "multiple_choice" | "yes_no" | "number" | "date" | "text";
                                            unit: string | null;
                                        }[];
                                        title: string;
                                    }[];
                                    title: string;
                                }[];
                                title: string;
                                version: number;
                            };
                            /** @description Set once submitted: the history is read-only. */
                            submitted_at: string | null;
                            /** @description Ungated-Rx treatment slugs for the symptoms answered so far (the symptoms upsell). */
                            ungated_rx_treatments: string[];
                            /** @description When an answer last changed. */
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/initial-results/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The results: VALENCIA type and every microbe
         * @description The VALENCIA community state type (CST), what it means (infection_state: CST I, II, V optimal; III intermediate; IV disrupted; conditions: BV for CST IV-A/IV-B, Yeast for a Candida species at 1% or more) and every microbe the lab reported (name, classification protective/disruptive/variable, relative abundance in percent), most abundant first. Before the test is `ready` this answers 409 {detail}; another user's test answers 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                disruptive_percent: number;
                                hash: string;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                /** @description Most abundant first. */
                                microbes: {
                                    /** @enum {string} */
                                    classification: "protective" | "disruptive" | "variable";
                                    name: string;
                                    /** @description Percent of the sample. */
                                    relative_abundance: number;
                                }[];
                                protective_percent: number;
                                results_ready_at: string | null;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/plan-items/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a plan item done (or not)
         * @description `{data: item}`: sets the item's done-mark (done_at is when it was marked; null when not done). Idempotent: the same value again changes nothing and is not audited again. An item of another test or another user's: 404. A test that is not `ready` answers 409 {detail}; another user's test (or an unknown hash) 404. Audited as an update of the plan item.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description true: done; false: not done. */
                        done: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                category: "diet" | "lifestyle" | "products" | "retest";
                                done: boolean;
                                /** @description When it was marked done; null when not done. */
                                done_at: string | null;
                                /** @description YYYY-MM-DD: when a retest is due; null for other items. */
                                due_date: string | null;
                                id: number;
                                /** @description The rule that made it, e.g. diet-fiber, products-probiotic, products-treatment, retest. */
                                key: string;
                                /** @description Plan order (ascending). */
                                position: number;
                                /** @description The product it recommends (its shop page is /care/shop/treatment/product/{pdp_slug}/); null for other items. */
                                product: {
                                    name: string;
                                    pdp_slug: string | null;
                                    slug: string;
                                } | null;
                                title: string;
                                /** @description Why her result calls for it. */
                                why: string;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/plan/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plan of one of her tests
         * @description `{data: plan}` for the test with this hash. Plan items are made by rules from the result (the community state type, infection state, conditions and microbes) the first time the plan is read, then kept: categories diet, lifestyle, products (the vaginal probiotic op-4 with its shop page; BV: a clinician consult) and retest (8 weeks after a disrupted result, 3 months after an intermediate one, 6 months after an optimal one; due_date). Each has a `why` tied to her result and a position. A later read adds only items a rule newly calls for; done-marks are never reset. next_test says whether she is a member, when her next kit ships (next_kit_at) and whether it can be moved up. A test that is not `ready` answers 409 {detail}; another user's test (or an unknown hash) 404. Audited as a read of the plan.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                conditions: ("BV" | "Yeast")[];
                                done_count: number;
                                /** @description Her latest feedback on this plan; null before any. */
                                feedback: {
                                    comment: string | null;
                                    created_at: string;
                                    rating: number;
                                } | null;
                                /** @description The test the plan is for. */
                                hash: string;
                                /** @enum {string} */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                /** @description In plan order. */
                                items: {
                                    /** @enum {string} */
                                    category: "diet" | "lifestyle" | "products" | "retest";
                                    done: boolean;
                                    /** @description When it was marked done; null when not done. */
                                    done_at: string | null;
                                    /** @description YYYY-MM-DD: when a retest is due; null for other items. */
                                    due_date: string | null;
                                    id: number;
                                    /** @description The rule that made it, e.g. diet-fiber, products-probiotic, products-treatment, retest. */
                                    key: string;
                                    /** @description Plan order (ascending). */
                                    position: number;
                                    /** @description The product it recommends (its shop page is /care/shop/treatment/product/{pdp_slug}/); null for other items. */
                                    product: {
                                        name: string;
                                        pdp_slug: string | null;
                                        slug: string;
                                    } | null;
                                    title: string;
                                    /** @description Why her result calls for it. */
                                    why: string;
                                }[];
                                next_test: {
                                    /** @description Whether move-test-up would succeed now. */
                                    can_move_up: boolean;
                                    /** @description Whether she has an active membership. */
                                    is_member: boolean;
                                    /** @description The membership's next charge, which ships her next kit; null for a non-member. */
                                    next_kit_at: string | null;
                                };
                                results_ready_at: string | null;
                                total_count: number;
                                valencia_type: string;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/plan/feedback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the plan
         * @description 201 `{data: feedback}`: her rating of the plan (1-5) with an optional comment (at most 1000 characters; blank is none). Every submission is kept; the plan shows the latest. Out-of-range rating or a long comment: 400 naming the field, nothing written. A test that is not `ready` answers 409 {detail}; another user's test (or an unknown hash) 404. Audited as a create of plan_feedback.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string | null;
                        /** @description 1 (not helpful) to 5 (very helpful). */
                        rating: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                comment: string | null;
                                created_at: string;
                                rating: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/plan/move-test-up/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move her next test up
         * @description `{data: next_test}`: for a member, the active membership's next charge, which ships her next kit, moves to tomorrow (later charges follow from it). Not a member (no active membership): 409 "Moving your next test up is a membership benefit. You can order a retest now with code RETEST20 for $20 off.". A next kit already due within 7 days (e.g. moved up already): 409 saying when it ships. A test that is not `ready` answers 409 {detail}; another user's test (or an unknown hash) 404. Audited as an update of the subscription.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            /** @description No body (or an empty JSON object). */
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Whether move-test-up would succeed now. */
                                can_move_up: boolean;
                                /** @description Whether she has an active membership. */
                                is_member: boolean;
                                /** @description The membership's next charge, which ships her next kit; null for a non-member. */
                                next_kit_at: string | null;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/problems-summary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the results show is wrong
         * @description The results summary (infection state, conditions, percents) with the disruptive microbes, most abundant first. Before the test is `ready` this answers 409 {detail}; another user's test answers 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                /** @description The disruptive microbes, most abundant first. */
                                disruptive_microbes: {
                                    /** @enum {string} */
                                    classification: "protective" | "disruptive" | "variable";
                                    name: string;
                                    /** @description Percent of the sample. */
                                    relative_abundance: number;
                                }[];
                                disruptive_percent: number;
                                hash: string;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                protective_percent: number;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/provider-release/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release (or withhold) the results to the provider
         * @description Sets `provider_release`: whether the provider linked to this test (the one who ordered it, or one named on it) may see its results; a provider's order issues the test released. Allowed at any time, also after the health history is submitted, before or after the results are ready; false withdraws the release. Another user's test: 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        provider_release: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            /** @description When the user gave consent (POST .../consent/). */
                            consented_at: string | null;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            /** @description The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}). */
                            expanded_pcr_panel: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            /** @description The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/. */
                            lab_order_intake_id: number | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description A provider ordered this test for the user. */
                            ordered_by_provider: boolean;
                            /** @description The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff. */
                            pcr_findings: {
                                detected: boolean;
                                /** @description How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium). */
                                name: string;
                                /** @enum {string} */
                                target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                            }[] | null;
                            /** @description The user released the results to the test's provider. */
                            provider_release: boolean;
                            /** @description When the lab logged the sample. */
                            received_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            /** @description Null until the test is ready. */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                disruptive_percent: number;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                protective_percent: number;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            } | null;
                            results_ready_at: string | null;
                            /** @description The vaginal pH the user read at sampling (3.0-8.0). */
                            sample_ph: number | null;
                            /** @description When the user recorded the sample (POST .../sample/). */
                            sample_taken_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            /** @description The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none. */
                            sti_consult: {
                                /** @description Its intake is not submitted yet (IN, OR, ST). */
                                is_pre_submit: boolean;
                                /** @description SPEC §4 status code. */
                                status: string;
                                uid: string;
                            } | null;
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/recommended-products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ungated Rx treatments for the reported symptoms
         * @description From the submitted health history (not the results, so any status): `symptoms` reported and the ungated-Rx treatments that answer them (odor, discharge: ba-14; itching, burning: af-1; irritation: soo-3; dryness: est-1). Both empty before the health history is submitted. Another user's test: 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                symptoms: ("odor" | "discharge" | "itching" | "burning" | "irritation" | "dryness" | "none")[];
                                ungated_rx_treatments: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/results.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The results as a PDF to keep or share
         * @description The caller's results sheet (application/pdf, generated on the server; the same sheet a provider downloads, without the provider line): her name and date of birth, the test and its dates, the community state type and what it means, every microbe with its relative abundance, the STI + expanded PCR panel's findings when the panel was bought (or that they are pending), and the plan items the results call for. Sent as an attachment (Content-Disposition: attachment; filename="flora-results-<hash>.pdf") with Cache-Control: no-store. Audited as a read of the test and its results. Before the test is `ready` this answers 409 {detail}; another user's test answers 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A PDF document. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/sample/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the sample and its pH
         * @description Records that the sample was taken (`sample_taken_at`) and the vaginal pH the user read on the kit's strip. `ph` is a number from 3 to 8 (the strip's range; healthy is about 3.8-4.5). `taken_on` (optional, YYYY-MM-DD) is the day the sample was taken when that was before today: not in the future, not before the kit was activated, within the last 14 days (400 with field taken_on otherwise); `sample_taken_at` is then noon UTC of that day, else the time of the request. Needs consent first (409); only while the test is `activated`: a repeat before the lab receives the sample corrects the reading, afterwards it is 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Vaginal pH, 3-8. */
                        ph: number;
                        /** @description The day the sample was taken (default today). */
                        taken_on?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            /** @description When the user gave consent (POST .../consent/). */
                            consented_at: string | null;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            /** @description The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}). */
                            expanded_pcr_panel: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            /** @description The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/. */
                            lab_order_intake_id: number | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description A provider ordered this test for the user. */
                            ordered_by_provider: boolean;
                            /** @description The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff. */
                            pcr_findings: {
                                detected: boolean;
                                /** @description How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium). */
                                name: string;
                                /** @enum {string} */
                                target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                            }[] | null;
                            /** @description The user released the results to the test's provider. */
                            provider_release: boolean;
                            /** @description When the lab logged the sample. */
                            received_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            /** @description Null until the test is ready. */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                disruptive_percent: number;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                protective_percent: number;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            } | null;
                            results_ready_at: string | null;
                            /** @description The vaginal pH the user read at sampling (3.0-8.0). */
                            sample_ph: number | null;
                            /** @description When the user recorded the sample (POST .../sample/). */
                            sample_taken_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            /** @description The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none. */
                            sti_consult: {
                                /** @description Its intake is not submitted yet (IN, OR, ST). */
                                is_pre_submit: boolean;
                                /** @description SPEC §4 status code. */
                                status: string;
                                uid: string;
                            } | null;
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/submit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the health history
         * @description Submits the saved health history (PATCH .../health-history/) of the test: stamps `healthcontext.health_history_submitted_at`; the history is then read-only. The body may still carry `{answers}` (or be empty): they are checked and merged first, as PATCH does (see PATCH). An incomplete history (a required question shown for her answers without an answer) is 400 {detail: 'Please answer: Last period start date, Contraception.', field: <first missing id>, missing: [question ids]} and writes nothing. Only the answers of questions shown are kept. The `symptoms` answer decides `eligible_for_ungated_rx` (symptoms an ungated-Rx treatment answers; see recommended-products). Needs the sample recorded first (409); once only (a repeat is 409). Allowed whatever the lab status. Another user's test: 404. Audited (create of health_history).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Question id -> answer (see the questionnaire for each question's type); null clears an answer. */
                        answers?: {
                            [key: string]: string | number | boolean | null | string[];
                        };
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            /** @description When the user gave consent (POST .../consent/). */
                            consented_at: string | null;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            /** @description The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}). */
                            expanded_pcr_panel: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            /** @description The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/. */
                            lab_order_intake_id: number | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description A provider ordered this test for the user. */
                            ordered_by_provider: boolean;
                            /** @description The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff. */
                            pcr_findings: {
                                detected: boolean;
                                /** @description How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium). */
                                name: string;
                                /** @enum {string} */
                                target: "chlamydia" | "gonorrhea" | "trichomonas" | "mycoplasma_genitalium";
                            }[] | null;
                            /** @description The user released the results to the test's provider. */
                            provider_release: boolean;
                            /** @description When the lab logged the sample. */
                            received_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            /** @description Null until the test is ready. */
                            results: {
                                /** @description BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more. */
                                conditions: ("BV" | "Yeast")[];
                                disruptive_percent: number;
                                /**
                                 * @description CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.
                                 * @enum {string}
                                 */
                                infection_state: "optimal" | "intermediate" | "disrupted";
                                protective_percent: number;
                                /**
                                 * @description The VALENCIA community state type.
                                 * @enum {string}
                                 */
                                valencia_type: "CST I-A" | "CST I-B" | "CST II" | "CST III-A" | "CST III-B" | "CST IV-A" | "CST IV-B" | "CST IV-C0" | "CST IV-C1" | "CST IV-C2" | "CST IV-C3" | "CST IV-C4" | "CST V";
                                variable_percent: number;
                            } | null;
                            results_ready_at: string | null;
                            /** @description The vaginal pH the user read at sampling (3.0-8.0). */
                            sample_ph: number | null;
                            /** @description When the user recorded the sample (POST .../sample/). */
                            sample_taken_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            /** @description The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none. */
                            sti_consult: {
                                /** @description Its intake is not submitted yet (IN, OR, ST). */
                                is_pre_submit: boolean;
                                /** @description SPEC §4 status code. */
                                status: string;
                                uid: string;
                            } | null;
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                            missing?: string[];
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/treatment-recommendations-lightweight/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The treatment plan the results call for, as slugs
         * @description treatment-recommendations without the catalogue: the program slug and the slugs of the treatments and routine essentials. Before the test is `ready` this answers 409 {detail}; another user's test answers 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                recommended_program_slug: string | null;
                                routine_essential_slugs: string[];
                                treatment_slugs: string[];
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/treatment-recommendations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The treatment plan the results call for
         * @description The recommended program (BV: bv-treatment-program, bundle $159; none otherwise), the treatments with the condition each treats, and the routine essentials (op-4, the vaginal probiotic, for every result). Prices in dollars. Before the test is `ready` this answers 409 {detail}; another user's test answers 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                eligible_for_care: boolean;
                                recommended_program: {
                                    bundle_price: number;
                                    slug: string;
                                } | null;
                                routine_essentials: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    slug: string;
                                }[];
                                treatments: {
                                    /** @description Dollars; null without a discount. */
                                    discounted_price: number | null;
                                    id: number;
                                    image_url: string;
                                    name: string;
                                    /** @description Dollars. */
                                    price: number;
                                    /**
                                     * @description The condition it treats.
                                     * @enum {string}
                                     */
                                    reason: "BV" | "Yeast";
                                    slug: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/{hash}/ungated-checkout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy ungated Rx treatments
         * @description Starts a checkout of ungated-Rx treatments (prescriptions that do not wait for results). SPEC calls the payload free-form; the API defines it as `{treatment_slugs}`: 1-4 distinct slugs among ba-14, af-1, soo-3, est-1 (any other is 400 with field treatment_slugs). Needs a test whose submitted health history reports symptoms an ungated treatment answers (`eligible_for_ungated_rx`; 409 otherwise). Another user's test: 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hash: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        treatment_slugs: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The payment page of the new checkout session (a path on this API). */
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/all-available-treatments-lightweight/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every treatment that can be bought
         * @description From the catalogue, not from any test: `all_available_treatments` keyed by consult type (vaginitis: every treatment on sale; ungated-rx: those of them available without results), each value `{treatment_slugs}`; the male-partner voucher slug; `care_products` keyed by slug (the care upsells). Reads no health data, so it is not audited.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                all_available_treatments: {
                                    [key: string]: {
                                        treatment_slugs: string[];
                                    };
                                };
                                care_products: {
                                    [key: string]: {
                                        /** @description Dollars; null without a discount. */
                                        discounted_price: number | null;
                                        id: number;
                                        image_url: string;
                                        name: string;
                                        /** @description Dollars. */
                                        price: number;
                                        slug: string;
                                    };
                                };
                                male_partner_voucher_product_slug: string;
                            };
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/current/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's current test
         * @description The most recent test of the signed-in user, whatever its status. No test: 404 {detail: "No current test."}.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            results_ready_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/latest_ready/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's latest ready test
         * @description The most recent test with ready results. None: 404 {detail: "No ready test."}.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activated_at: string | null;
                            care_purchased: boolean;
                            created_at: string;
                            eligible_for_a_la_care: boolean;
                            eligible_for_any_care: boolean;
                            eligible_for_care: boolean;
                            eligible_for_care_reason: string;
                            eligible_for_ungated_rx: boolean;
                            hash: string;
                            healthcontext: {
                                health_history_submitted_at: string | null;
                            };
                            lab: string | null;
                            latest_vaginitis_consult: {
                                consult_completed: boolean;
                                uid: string;
                            } | null;
                            /** @description When the order that bought the kit was placed; null when the kit came another way (a provider, a gift). */
                            ordered_at: string | null;
                            /** @description In dollars. */
                            recommended_program_bundle_price: number | null;
                            recommended_program_slug: string | null;
                            results_ready_at: string | null;
                            /** @enum {string} */
                            status: "activated" | "received" | "ready";
                            test_order: string | null;
                            /** @description VM = vaginal microbiome test */
                            test_type: string;
                            /** @description Null until the results are ready. */
                            valencia_type: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-tests/retest-checkout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a retest kit with the retest discount
         * @description Starts a checkout of one vaginal microbiome test kit with a fixed-amount discount. `discount_code` defaults to RETEST20 ($20 off, SPEC §9); known codes: RETEST20; any other answers 400 (field discount_code). Needs a ready test (a retest repeats a test with results): 409 otherwise. The session is linked to the latest ready test.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Default RETEST20. */
                        discount_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The payment page of the new checkout session (a path on this API). */
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller's password
         * @description My Account: changes the password of the signed-in account. current_password is required and checked: a wrong one is 400 {detail, field: "current_password"} (counted like a failed login: after 5 wrong ones in 15 minutes, 429 {detail} with Retry-After).
         *     new_password follows the password rules (400 {detail, field: "new_password"}) and must differ from the current one. Any refusal writes nothing (but the failed-attempt counter).
         *     Afterwards every OTHER session of the account is signed out (its refresh tokens and their access tokens stop working) and outstanding password reset links stop working; the session that made the change keeps working with the tokens it has (no new pair). Answers 200 {detail}.
         *     Audited (update of user_password). Staff impersonation is read-only (403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The password the account has now. */
                        current_password: string;
                        /** @description Password rules: at least 8 characters, not entirely numeric, and not the email address (nor its part before the @); at most 128 characters. */
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/profile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's profile
         * @description My Account's profile: first_name, last_name, email (shown, not changeable here), phone_number and birthday (null when not given). Only the caller's own; not health data: not audited.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403. */
                    __impersonate?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description YYYY-MM-DD. */
                            birthday: string | null;
                            /** @description Shown, not changeable here (it is the username). */
                            email: string;
                            first_name: string;
                            last_name: string;
                            phone_number: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the caller's profile
         * @description Changes any of first_name, last_name, phone_number and birthday (at least one); the others stay. Answers the whole profile as saved.
         *     Rules: names not blank (trimmed); phone_number digits, spaces, dots, parentheses, plus and hyphen (SPEC §5) with at least 7 digits, blank or null clears it; birthday YYYY-MM-DD from 1900-01-01 up to yesterday (UTC), null clears it.
         *     The email cannot be changed here: an email field (or any other unknown field) is 400. A bad field answers 400 {detail, field} and nothing is written.
         *     Only the caller's own profile; staff impersonation is read-only (403). A change is audited (update of user_profile); a request that changes nothing writes nothing.
         *     Clients read GET /api/v1/user-config/ again afterwards (the header shows the name).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, from 1900-01-01 up to yesterday (UTC). Null clears it.
                         */
                        birthday?: string | null;
                        /** @description Not blank (trimmed). */
                        first_name?: string;
                        /** @description Not blank (trimmed). */
                        last_name?: string;
                        /** @description Digits, spaces, dots, parentheses, plus and hyphen (SPEC §5), at least 7 digits; stored as typed (trimmed). Blank or null clears it. */
                        phone_number?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description YYYY-MM-DD. */
                            birthday: string | null;
                            /** @description Shown, not changeable here (it is the username). */
                            email: string;
                            first_name: string;
                            last_name: string;
                            phone_number: string | null;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
                /** @description Every error: a human-readable `detail`; `field` names the input field at fault, when there is one. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            field?: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
