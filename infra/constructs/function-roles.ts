import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

/**
 * The execution roles of the functions, one per set of permissions rather than one per function:
 * the 26 API functions need the same grants, and so do the workflow tasks that only read and write
 * the table and the bucket. Functions that need something more (the dead-letter task's queue, the
 * job starter's state machine, the rewrite task's Bedrock access) get a role of their own, so a
 * shared role never widens what a function may do. infra/stack.ts grants each role what its
 * functions need.
 */
export class FunctionRoles extends Construct {
  /** The API and portal functions. */
  readonly api: iam.Role;
  /** Workflow tasks and the stale-scan sweep: the table and the bucket, nothing else. */
  readonly task: iam.Role;
  /** The dead-letter task: as `task`, plus sending to the webhook dead-letter queue. */
  readonly deadLetter: iam.Role;
  /** The scan-job consumer: as `task`, plus the jobs machine and its queue. */
  readonly jobStarter: iam.Role;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.api = this.role('Api', 'API and portal functions');
    this.task = this.role('Task', 'workflow tasks that use only the table and the bucket');
    this.deadLetter = this.role('DeadLetter', 'the webhook dead-letter task');
    this.jobStarter = this.role('JobStarter', 'the scan-job queue consumer');
  }

  /** A Lambda execution role with the basic log-writing policy. */
  role(id: string, what: string): iam.Role {
    return new iam.Role(this, id, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `conversion-audit: ${what}`,
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole'),
      ],
    });
  }
}
