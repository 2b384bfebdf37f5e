import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { TableChanges } from './db/table-changes.ts';
import { refuseBodiesNotInUtf8 } from './http/body-charset.ts';
import { apiCachePolicy } from './http/cache-policy.ts';
import { errorHandler } from './http/error-handler.ts';
import { NotFoundError } from './http/errors.ts';
import { loggerOptions } from './http/logging.ts';
import { registerRequestContext } from './http/request-accessors.ts';
import { routeCatalogue } from './http/route-catalogue.ts';
import { addSecurityHeaders, strictTransportSecurity } from './http/security-headers.ts';
import { signedInPageRenderer } from './http/signed-in-pages.ts';
import { sendAppShell, serveAppFiles } from './http/web-app.ts';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from './http/zod.ts';
import { OutboxSender } from './mail/sender.ts';
import { logTransport, type MailTransport, smtpTransport } from './mail/transport.ts';
import { addressForms } from './modules/addresses/forms.ts';
import { addressesRoutes } from './modules/addresses/routes.ts';
import { AddressesService } from './modules/addresses/service.ts';
import { applicationsRoutes } from './modules/applications/routes.ts';
import { ApplicationsService } from './modules/applications/service.ts';
import { fileStoreOf } from './modules/assets/file-store.ts';
import { assetsRoutes } from './modules/assets/routes.ts';
import { AssetsService } from './modules/assets/service.ts';
import { AssignmentChangesService } from './modules/assignments/actions.ts';
import { assignmentChangesRoutes } from './modules/assignments/actions-routes.ts';
import { MouDocumentsService, mouDocumentsRoutes } from './modules/assignments/mou-documents.ts';
import { OfferAndLogisticsPlanService } from './modules/assignments/offer-and-logistics-plan.ts';
import { offerAndLogisticsPlanRoutes } from './modules/assignments/offer-and-logistics-plan-routes.ts';
import { AssignmentPlanningService } from './modules/assignments/planning.ts';
import { assignmentPlanningRoutes } from './modules/assignments/planning-routes.ts';
import { assignmentsRoutes } from './modules/assignments/routes.ts';
import { AssignmentsService } from './modules/assignments/service.ts';
import { AssignmentWorkflowService } from './modules/assignments/workflow.ts';
import { assignmentWorkflowRoutes } from './modules/assignments/workflow-routes.ts';
import { defaultSessionTimeouts, type SessionTimeouts } from './modules/auth/policy.ts';
import { authRoutes, logoutRoute } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import {
  cookiePolicy,
  readSessionToken,
  sessionGuard,
  xsrfProtection,
} from './modules/auth/session-cookie.ts';
import { SessionStateCache } from './modules/auth/session-state-cache.ts';
import { calendarFeedsRoutes } from './modules/calendar-feeds/routes.ts';
import { CalendarFeedsService } from './modules/calendar-feeds/service.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { educationPlanForms } from './modules/education-plans/forms.ts';
import { educationPlanRoutes } from './modules/education-plans/routes.ts';
import { EducationPlanService } from './modules/education-plans/service.ts';
import { familyForms } from './modules/families/forms.ts';
import { familiesRoutes } from './modules/families/routes.ts';
import { FamiliesService } from './modules/families/service.ts';
import { formsRoutes } from './modules/forms/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { recordHistoryRoutes } from './modules/history/routes.ts';
import { RecordHistoryService } from './modules/history/service.ts';
import { leaveForms } from './modules/leave-and-travel/forms.ts';
import { leaveAndTravelRoutes } from './modules/leave-and-travel/routes.ts';
import { LeaveAndTravelService } from './modules/leave-and-travel/service.ts';
import { membershipsRoutes } from './modules/memberships/routes.ts';
import { MembershipsService } from './modules/memberships/service.ts';
import { organisationDashboardRoutes } from './modules/organisation-dashboard/routes.ts';
import { OrganisationDashboardService } from './modules/organisation-dashboard/service.ts';
import { personDataRoutes } from './modules/person-data/routes.ts';
import { PersonDataService } from './modules/person-data/service.ts';
import { personProfileForms } from './modules/person-profiles/forms.ts';
import { personProfilesRoutes } from './modules/person-profiles/routes.ts';
import { PersonProfilesService } from './modules/person-profiles/service.ts';
import { positionsRoutes } from './modules/positions/routes.ts';
import { PositionsService } from './modules/positions/service.ts';
import { referenceDataRoutes } from './modules/reference-data/routes.ts';
import { ReferenceDataService } from './modules/reference-data/service.ts';
import { ReportWorkers } from './modules/reports/report-workers.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { ReportsService } from './modules/reports/service.ts';
import { requisitions } from './modules/requisitions/kind.ts';
import { responsibilitiesRoutes } from './modules/responsibilities/routes.ts';
import { ResponsibilitiesService } from './modules/responsibilities/service.ts';
import { ownReviewFormService } from './modules/reviews/form-service.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { ReviewsService } from './modules/reviews/service.ts';
import { securedRecordsRoutes } from './modules/secured-records/routes.ts';
import { SecuredRecordsService } from './modules/secured-records/service.ts';
import { OpportunityWritesService } from './modules/secured-records/writes.ts';
import { securityGroupsRoutes } from './modules/security-groups/routes.ts';
import { SecurityGroupsService } from './modules/security-groups/service.ts';
import { systemSettingsRoutes } from './modules/system-settings/routes.ts';
import { SystemSettingsService } from './modules/system-settings/service.ts';
import { teamsAndUnitsRoutes } from './modules/teams-and-units/routes.ts';
import { TeamsAndUnitsService } from './modules/teams-and-units/service.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { UsersService } from './modules/users/service.ts';
import { visionStrategyPapers } from './modules/vision-strategy-papers/kind.ts';
import { workflowTemplatesRoutes } from './modules/workflow-templates/routes.ts';
import { WorkflowTemplatesService } from './modules/workflow-templates/service.ts';
import { type Clock, type Random, systemClock, systemRandom } from './ports.ts';
import { RateLimiter } from './rate-limit/rate-limiter.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Fastify's logger setting; by default it logs at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** The clock port: the system clock by default; tests move time with their own. */
  clock?: Clock;
  /** The random port: crypto.randomBytes by default. */
  random?: Random;
  /** The mail port: SMTP when SMTP_URL is set, else the server log. */
  mailTransport?: MailTransport;
  /** How often the outbox sender looks for unsent mail besides after each commit that queues some. */
  mailPollIntervalMs?: number;
  sessionTimeouts?: SessionTimeouts;
  /** Keeps a report worker running from the start on PostgreSQL (ReportWorkers.warm); the server does. */
  warmReportWorker?: boolean;
}

export const bodyLimit = 1024 * 1024;

/** The whole HTTP server, ready to `listen` or `inject`; it owns neither the database nor the port. */
export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
  random = systemRandom,
  mailTransport,
  mailPollIntervalMs = 10_000,
  sessionTimeouts = defaultSessionTimeouts,
  warmReportWorker = false,
}: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(logger ?? { level: config.logLevel }),
    genReqId: () => randomUUID(),
    bodyLimit,
    // The router's own refusals (a path parameter too long, a malformed URL) answer in the API's error
    // shape too, rather than Fastify's default body.
    frameworkErrors: errorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The API takes JSON only: a text/plain or form body (what a cross-site form can send) is a 415 (S7).
  app.removeContentTypeParser('text/plain');
  app.addHook('preParsing', refuseBodiesNotInUtf8);
  app.addHook('onSend', addSecurityHeaders);
  if (config.hstsMaxAge !== undefined) {
    app.addHook('onSend', strictTransportSecurity(config.hstsMaxAge));
  }
  app.addHook('onSend', apiCachePolicy);
  // Bodies up to 64 KB (a 25-person list page is 18 KB) are compressed in one synchronous call: on two
  // cores the plugin's default cut-off is 8 KB, above which each answer builds a zlib stream pipeline,
  // which cost more CPU than the compression itself (bench/RESULTS.md, API).
  await app.register(fastifyCompress, { syncThreshold: 64 * 1024 });

  const { db } = database;
  const transport =
    mailTransport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : logTransport(app.log));
  const outbox = new OutboxSender({
    db,
    transport,
    clock,
    logger: app.log,
    pollIntervalMs: mailPollIntervalMs,
  });
  const tableChanges = new TableChanges(database);
  const sessionState = new SessionStateCache(tableChanges);
  const limiter = new RateLimiter(db, clock);
  const auth = new AuthService({
    db,
    sessionState,
    clock,
    random,
    limiter,
    sessionTimeouts,
    publicUrl: config.publicUrl,
    mailQueued: () => outbox.kick(),
  });
  const users = new UsersService({ db, clock, auth, sessionState });
  const cookies = cookiePolicy(config.nodeEnv);

  app.decorateRequest('session', null);
  app.addHook('onRequest', xsrfProtection({ secure: cookies.secure, random }));
  app.addHook('onReady', async () => {
    await tableChanges.start();
    outbox.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([tableChanges.stop(), outbox.stop()]);
  });

  /** A scope whose routes need a session, and know who is asking. */
  const behindTheSessionGuard = (scope: FastifyInstance) => {
    scope.addHook('onRequest', sessionGuard(auth, cookies));
    registerRequestContext(scope, { loadActor: (userId) => users.actor(userId), clock });
  };

  // One store of uploaded files: the asset routes serve them, a person's data export and purge read
  // and remove them.
  const fileStore = fileStoreOf(config.files.store);

  await app.register(routeCatalogue);
  await app.register(docsRoutes);
  await app.register(
    async (api) => {
      behindTheSessionGuard(api);
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { auth, cookies, currentUser: (userId) => users.currentUser(userId) });
      await api.register(usersRoutes, { users });
      const referenceData = new ReferenceDataService({ db });
      const personProfiles = new PersonProfilesService({ db, referenceData, tableChanges, limiter, auth });
      await api.register(personProfilesRoutes, { personProfiles });
      await api.register(personDataRoutes, { personData: new PersonDataService({ db, store: fileStore }) });
      await api.register(referenceDataRoutes, { referenceData });
      const families = new FamiliesService({ db });
      const addresses = new AddressesService({ db });
      const leaveAndTravel = new LeaveAndTravelService({
        db,
        referenceData,
        publicUrl: config.publicUrl,
        mailQueued: () => outbox.kick(),
      });
      const educationPlans = new EducationPlanService({
        db,
        publicUrl: config.publicUrl,
        mailQueued: () => outbox.kick(),
      });
      await api.register(formsRoutes, {
        forms: [
          personProfileForms(personProfiles),
          familyForms(families),
          addressForms(addresses),
          leaveForms(leaveAndTravel, 'leave_request'),
          leaveForms(leaveAndTravel, 'travel_plan'),
          educationPlanForms(educationPlans),
        ],
      });
      await api.register(leaveAndTravelRoutes, { leaveAndTravel });
      await api.register(educationPlanRoutes, { educationPlans });
      await api.register(addressesRoutes, { addresses });
      const assignments = new AssignmentsService({ db });
      await api.register(assignmentsRoutes, { assignments });
      await api.register(assignmentChangesRoutes, {
        changes: new AssignmentChangesService({ db, assignments }),
      });
      await api.register(assignmentWorkflowRoutes, {
        workflow: new AssignmentWorkflowService({ db, assignments }),
      });
      await api.register(offerAndLogisticsPlanRoutes, {
        offerAndPlan: new OfferAndLogisticsPlanService({ db, assignments }),
      });
      await api.register(assignmentPlanningRoutes, {
        planning: new AssignmentPlanningService({ db, assignments }),
      });
      await api.register(recordHistoryRoutes, {
        history: new RecordHistoryService({ db, assignments, personProfiles }),
      });
      await api.register(applicationsRoutes, {
        applications: new ApplicationsService({
          db,
          assignments,
          publicUrl: config.publicUrl,
          mailQueued: () => outbox.kick(),
        }),
      });
      await api.register(familiesRoutes, { families });
      await api.register(reviewsRoutes, {
        reviews: new ReviewsService({
          db,
          forms: ownReviewFormService,
          publicUrl: config.publicUrl,
          mailQueued: () => outbox.kick(),
        }),
      });
      await api.register(membershipsRoutes, { memberships: new MembershipsService({ db }) });
      await api.register(organisationDashboardRoutes, {
        dashboard: new OrganisationDashboardService({ db }),
      });
      await api.register(calendarFeedsRoutes, {
        calendarFeeds: new CalendarFeedsService({ db, clock, random, limiter, publicUrl: config.publicUrl }),
      });
      await api.register(positionsRoutes, { positions: new PositionsService({ db }) });
      await api.register(workflowTemplatesRoutes, {
        workflowTemplates: new WorkflowTemplatesService({ db }),
      });
      await api.register(responsibilitiesRoutes, { responsibilities: new ResponsibilitiesService({ db }) });
      await api.register(securityGroupsRoutes, { securityGroups: new SecurityGroupsService({ db }) });
      await api.register(systemSettingsRoutes, {
        systemSettings: new SystemSettingsService({ db, tableChanges }),
      });
      await api.register(securedRecordsRoutes, {
        requisitions: new SecuredRecordsService({ db }, requisitions),
        visionStrategyPapers: new SecuredRecordsService({ db }, visionStrategyPapers),
        writes: new OpportunityWritesService({ db, requisitions, visionStrategyPapers }),
      });
      await api.register(teamsAndUnitsRoutes, { teamsAndUnits: new TeamsAndUnitsService({ db }) });
    },
    { prefix: '/api' },
  );
  // Outside /api, behind the same session guard: the CSV reports at their own addresses
  // (/download-csv/…, which the sidebar links to), and the asset calls under /private/api, where the spec
  // puts them, with the file downloads at /assets/{id}.
  await app.register(async (signedIn) => {
    behindTheSessionGuard(signedIn);
    const reportWorkers = database.connectionString
      ? new ReportWorkers(database.connectionString, app.log)
      : undefined;
    if (reportWorkers) {
      app.addHook('onClose', () => reportWorkers.close());
      if (warmReportWorker) {
        reportWorkers.warm();
      }
    }
    await signedIn.register(reportsRoutes, {
      reports: new ReportsService({ db, limiter, workers: reportWorkers }),
    });
    const { maxSizeKb } = config.files;
    const assets = new AssetsService({ db, store: fileStore, random, maxSizeKb });
    await signedIn.register(assetsRoutes, { assets, maxSizeKb });
    // An assignment's MOU documents are files too: their upload takes the same multipart body.
    await signedIn.register(mouDocumentsRoutes, {
      mouDocuments: new MouDocumentsService({ db, assets }),
      maxSizeKb,
    });
  });
  await app.register(logoutRoute, { auth, cookies });

  await serveAppFiles(app, config.appDist);
  const signedInPages = signedInPageRenderer(app, config.appDist);
  app.addHook('onClose', () => signedInPages.close());
  app.setNotFoundHandler(async (request, reply) => {
    // A missing built file (a chunk of an older deploy) is a 404, never HTML the browser would run as JS.
    if (
      isApiPath(request.url) ||
      isBuiltAssetPath(request.url) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      throw new NotFoundError();
    }
    const hasSession = readSessionToken(request, cookies) !== undefined;
    const renderedForSession =
      hasSession && request.method === 'GET' ? await signedInPages.render(request) : undefined;
    return sendAppShell(reply, config.appDist, { url: request.url, hasSession, renderedForSession });
  });

  return Object.assign(app, { services: { auth, users, outbox } });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

const apiPath = /^(?:\/private)?\/api(?:[/?]|$)/;

function isApiPath(url: string) {
  return apiPath.test(url);
}

function isBuiltAssetPath(url: string) {
  return url.startsWith('/assets/');
}
