// GET /api/internal/announcements/ — every announcement (scheduled and withdrawn ones too), newest first.
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiResponse } from '@flora/shared/data';

export type StaffAnnouncement = ApiResponse<'/api/internal/announcements/', 'get'>[number];

export const ANNOUNCEMENTS_PATH = '/api/internal/announcements/';

export const useStaffAnnouncements = () => useQuery(apiQuery('/api/internal/announcements/'));
