// GET /api/v1/consults/{uid}/treatment_plan/: the calendar of her consult — weeks with their
// products (name, whether it pauses during a period), dates once the start date is set, and the
// interruptions. 404 until the clinician has completed the consult.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type TreatmentPlan = ApiResponse<'/api/v1/consults/{uid}/treatment_plan/'>;
export type PlanWeek = TreatmentPlan['treatment_schedule'][number];
export type CalendarTreatment = PlanWeek['prescriptions'][number];
export type Interruption = TreatmentPlan['interruptions'][number];

export const PLAN_PATH = '/api/v1/consults/{uid}/treatment_plan/';

export const treatmentPlanQuery = (uid: string) => apiQuery(PLAN_PATH, { path: { uid } });

export const useTreatmentPlan = (uid: string) => useQuery({ ...treatmentPlanQuery(uid), retry: false });
