import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import { Construct } from 'constructs';

export interface MonitoringProps {
  api: apigw.RestApi;
  functions: lambda.Function[];
  machines: sfn.StateMachine[];
  deadLetterQueues: sqs.Queue[];
}

/** CloudWatch alarms an on-call SRE acts on, and one dashboard (docs/operations.md explains each). */
export class Monitoring extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const alarm = (name: string, metric: cloudwatch.IMetric, threshold: number, description: string) => {
      const a = new cloudwatch.Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      this.alarms.push(a);
      return a;
    };
    alarm(
      'Api5xx',
      props.api.metricServerError({ period: Duration.minutes(5) }),
      5,
      'API answered 5xx five times in 5 minutes.',
    );
    for (const [i, machine] of props.machines.entries()) {
      alarm(
        `WorkflowFailures${i}`,
        machine.metricFailed({ period: Duration.minutes(5) }),
        5,
        `${machine.node.id}: 5+ failed executions in 5 minutes.`,
      );
    }
    for (const [i, queue] of props.deadLetterQueues.entries()) {
      alarm(
        `DeadLetters${i}`,
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
        1,
        `${queue.node.id}: messages are waiting in a dead-letter queue; see docs/operations.md.`,
      );
    }
    const dashboard = new cloudwatch.Dashboard(this, 'Dashboard');
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API requests and errors',
        left: [props.api.metricCount(), props.api.metricClientError(), props.api.metricServerError()],
      }),
      new cloudwatch.GraphWidget({
        title: 'API latency (p50, p95)',
        left: [props.api.metricLatency({ statistic: 'p50' }), props.api.metricLatency({ statistic: 'p95' })],
      }),
      new cloudwatch.GraphWidget({
        title: 'Workflow executions',
        left: props.machines.flatMap((m) => [m.metricSucceeded(), m.metricFailed()]),
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda errors',
        left: props.functions.map((f) => f.metricErrors()),
      }),
    );
  }
}
